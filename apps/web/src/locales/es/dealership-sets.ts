/** The `dealershipSets` namespace in Spanish. */
export const dealershipSets = {};
