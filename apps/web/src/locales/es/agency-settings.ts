/** The `agencySettings` namespace in Spanish. */
export const agencySettings = {};
