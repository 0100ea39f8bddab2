/**
 * Texts of the login screen. The spec's texts (sections 2, 5, 8) are letter for letter; the
 * others (labels, headings, hints the spec does not word) are designed here.
 */
export const AUTH_MESSAGES = {
  // Page titles (spec 2)
  titleSignup: 'Signup',
  titleResetPassword: 'Reset Password',
  titleEula: 'EULA',
  titleLogin: 'Login',

  // Loading and load failure
  loading: 'Loading…',
  networkError: 'Network Error',
  retry: 'Try again',

  // Footer
  version: (version: string) => `VERSION ${version}`,
  loginMessageFull: 'Show the whole login message',

  // Standard login (spec 5)
  userNameLabel: 'User name',
  passwordLabel: 'Password',
  rememberMe: 'Remember me',
  loginButton: 'Login',
  userNameRequired: 'The username is required',
  passwordRequired: 'Please enter a password',
  fillRequired: 'Please fill in all required fields',
  loginFailed: 'Login failed.',

  // Choosing how to sign in
  otherMethods: 'Or sign in another way',
  loginWith: (name: string) => `Login with ${name}`,
  loginWithPassword: 'Login with user name and password',
  smartcardButton: 'Login with smartcard',
  samlButton: 'Login with SSO',

  // LDAP and smartcard (spec 5)
  domainLabel: 'Domain',
  domainRequired: 'Please enter domain',
  smartcardDomainRequired: 'The domain is required',
  userHintLabel: 'User hint',
  userHintDescription: 'Which user the card holder is, when the card carries several.',
  smartcardIntro: 'Insert your smartcard, choose its domain and log in.',

  // Lockout (spec 8)
  lockoutTitle: 'Too Many Login Attempts',
  lockoutMessage: (protection: 'account' | 'ip', minutes: number) =>
    `Your ${protection === 'ip' ? 'IP' : 'account'} has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in ${minutes} minutes or contact the administrator for assistance`,

  // Password expired (spec 2, 4)
  passwordExpiredTitle: 'Password Expired',
  passwordExpiredBody: 'Your password has expired. Choose a new password to continue.',
  ok: 'OK',

  // EULA
  eulaIntro: 'Read and accept the end user license agreement to continue.',
  eulaAccept: 'Accept',
  eulaDecline: 'Decline',
  eulaTextLabel: 'End user license agreement',

  // Two-factor step (spec 4, 5, 8)
  twoFactorTitle: 'Two-factor verification',
  twoFactorSentTo: (email: string) => `We sent a 6-digit code to ${email}. Enter it below.`,
  twoFactorSent: 'We sent a 6-digit code to your e-mail address. Enter it below.',
  codeLabel: 'Verification code',
  back: 'Back',
  sendAgain: 'Send again',
  codeSent: 'Code sent successfully',
  codeSendFailed: 'Failed to send code',
  codeExpired: 'Code expired. Send again.',
  codeExpiredHint: 'Code expired. Please click the "Send again" to get a new code',
  twoFactorLockTitle: 'Too Many 2FA Attempts',
  twoFactorLockMessage: (countdown: string) => `Maximum number of attempts exceeded. Try again in ${countdown} minutes.`,

  // Signup (spec 5)
  signupIntro: 'Create the administrator account of this installation.',
  emailLabel: 'Contact e-mail',
  emailRequired: 'The email address is required',
  emailInvalid: 'Please enter a valid email address',
  newPasswordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  signupButton: 'Sign up',

  // Password policy (spec 5)
  policyTitle: 'Password must:',
  policyLength: (n: number) => `Passwords must have minimum ${n} characters`,
  policyLowercase: (n: number) => `${n} lower case characters`,
  policyUppercase: (n: number) => `${n} upper case characters`,
  policyNumbers: (n: number) => `${n} number`,
  policySpecial: (n: number) => `${n} special characters`,

  // Reset password (spec 5)
  resetIntro: 'Choose a new password for your account.',
  resetTokenExpired: 'Sorry, your token expired. Please contact your system administrator.',
  resetButton: 'Reset password',
  resetSucceeded: 'Password changed successfully',
  backToLogin: 'Back to login',
  checkingToken: 'Checking the reset link…',
} as const;
