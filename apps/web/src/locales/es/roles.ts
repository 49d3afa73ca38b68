/** The `roles` namespace in Spanish. */
export const roles = {};
