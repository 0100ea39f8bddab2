/** Constants of the onboarding feature (spec 000 sections 4 and 9), named with their units. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Trial banner: severity error at this many days left or fewer. */
export const TRIAL_ERROR_MAX_DAYS = 7;
/** Trial banner: severity warning at this many days left or fewer. */
export const TRIAL_WARNING_MAX_DAYS = 14;
/** Trial banner: expired when fewer than this many days remain. */
export const TRIAL_EXPIRED_UNDER_DAYS = 1;

/** Contract banner: shown within this many days of the contract's end. */
export const CONTRACT_BANNER_WITHIN_DAYS = 60;
/** Contract banner: verydangerous below this many days. */
export const CONTRACT_VERYDANGEROUS_UNDER_DAYS = 4;
/** Contract banner: dangerous up to this many days (from 4). */
export const CONTRACT_DANGEROUS_MAX_DAYS = 15;

/**
 * How often the banners' day counts are recomputed while signed in (designed: the spec counts
 * days; an hour keeps a console left open across midnight right).
 */
export const BANNER_CLOCK_REFRESH_MS = 60 * 60 * 1000;

/** The decorative announcement animation of the version 6.0 carousel (spec 9). */
export const VERSION6_ANIMATION_WIDTH_PX = 550;
export const VERSION6_ANIMATION_HEIGHT_PX = 375;

/** The carousel's steps, index 0 to 3. */
export const VERSION6_STEP_COUNT = 4;

/** Where the first-login template chooser leads (the dashboard screen is a later issue). */
export const newDashboardPath = (template: string) => `/dashboard/new?template=${encodeURIComponent(template)}`;
