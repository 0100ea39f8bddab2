/**
 * Texts of the session views. 'Continue Session', 'Logout' and 'Session timed out' are the spec's,
 * letter for letter; the spec shows no titles nor bodies of the three modals, so those are designed.
 */
export const SESSION_MESSAGES = {
  continueSession: 'Continue Session',
  logout: 'Logout',
  sessionTimedOut: 'Session timed out',
  ok: 'OK',

  timeoutTitle: 'Your session is about to time out',
  timeoutBody: 'You have been inactive for a while. For your security you will be logged out in',
  timeoutQuestion: 'Do you want to continue your session?',

  lifetimeTitle: 'Your session is ending soon',
  lifetimeBody: (minutes: number) =>
    `Your session reaches its maximum length in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Save your work: you will then need to log in again.`,

  samlTitle: 'Your single sign-on session is ending',
  samlBody: 'Your identity provider ends this session. You will be logged out in',
  samlAfter: 'Log in again to continue working.',

  /** The countdown, in whole seconds (the spec gives the countdowns in seconds: 60 s, 30 s). */
  seconds: (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
} as const;
