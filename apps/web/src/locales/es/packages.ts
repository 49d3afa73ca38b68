/** The `packages` namespace in Spanish. */
export const packages = {};
