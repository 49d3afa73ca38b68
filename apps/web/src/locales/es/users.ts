/** The `users` namespace in Spanish. */
export const users = {};
