/** What the login screen asks of the browser window; injectable so stories and tests can watch it. */
export interface AuthBrowser {
  /** Sends the browser to `url` (SAML sign-in, a login reply's referrer). */
  assign: (url: string) => void;
  /** The console's origin, to keep referrers on it. */
  readonly origin: string;
}

/** The real window. */
export const windowBrowser: AuthBrowser = {
  assign: (url) => {
    window.location.assign(url);
  },
  get origin() {
    return window.location.origin;
  },
};

/** Whether `url` stays on `origin` (a referrer from the login reply must not lead off-site). */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
