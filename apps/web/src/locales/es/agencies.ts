/** The `agencies` namespace in Spanish. */
export const agencies = {};
