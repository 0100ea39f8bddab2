/** The contract's longest department and job title (ProfileUpdate). */
export const PROFILE_TEXT_MAX_CHARS = 100;
