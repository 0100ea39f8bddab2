/** What the onboarding sagas need from the browser, given so tests and stories can stand in for it. */
export interface OnboardingEnvironment {
  /** The time now, in epoch milliseconds (the banners count days from it). */
  now: () => number;
  /** Opens `url` in a new tab (the carousel's Learn More). */
  openInNewTab: (url: string) => void;
  /** Logs a failure the user is not told about (getting-started saves that were rolled back). */
  logError: (message: string, error: unknown) => void;
}

/** The browser's. */
export const browserOnboardingEnvironment: OnboardingEnvironment = {
  now: () => Date.now(),
  openInNewTab: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  logError: (message, error) => {
    console.error(message, error);
  },
};
