/** Texts of the constants (the login screen reads the product name and version from them); designed. */
export const CONSTANTS_MESSAGES = {
  loadFailed: 'The constants could not be loaded.',
} as const;
