/**
 * Texts of the reset password and API key modals. The spec names both modals but not their
 * texts: these are designed.
 */
export const USER_ACCESS_MESSAGES = {
  // Reset password
  resetTitle: (userName: string) => `Reset Password for ${userName}`,
  resetIntro: 'Share this link with the user to let them set a new password. Anyone with the link can set the password until it expires.',
  resetGenerating: 'Generating the reset link…',
  resetLinkLabel: 'Password reset link',
  resetExpires: (when: string) => `The link expires on ${when}.`,
  resetGenerateFailed: 'The reset link could not be generated.',
  resetRenew: 'Generate New Link',
  resetSend: 'Send by E-mail',
  resetResend: 'Send Again',
  resetNoEmail: 'This user has no e-mail address, so the link can only be copied.',
  resetSentNotice: (email: string) =>
    `A new reset link was sent to ${email}. Links given before no longer work; generate a new one to copy it.`,
  resetSent: (email: string) => `The reset link was sent to ${email}`,
  resetSendFailed: 'The reset link could not be sent',

  // API key
  apiKeyTitle: (userName: string) => `API Key of ${userName}`,
  apiKeyLoading: 'Loading the API key…',
  apiKeyLoadFailed: 'The API key could not be loaded.',
  apiKeyMissing: 'This user has no API key yet.',
  apiKeyLabel: 'API key',
  apiSecretLabel: 'API secret',
  apiSecretMasked: '••••••••••••••••',
  apiSecretHidden: 'The secret is shown only once, when the key is generated. Regenerate the key to get a new secret.',
  apiSecretOnce: 'Copy the secret now: it will not be shown again.',
  apiKeyCreated: (when: string) => `Issued on ${when}.`,
  apiKeyGenerate: 'Generate API Key',
  apiKeyRegenerate: 'Regenerate',
  apiKeyConfirmTitle: 'Regenerate the API key?',
  apiKeyConfirmBody: 'The current key and secret stop working at once. Integrations that use them must be updated.',
  apiKeyConfirm: 'Regenerate',
  apiKeyRegenerated: 'A new API key was generated',
  apiKeyRegenerateFailed: 'The API key could not be generated',

  // Shared
  copyButton: 'Copy',
  copy: (what: string) => `Copy ${what}`,
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard',
  tryAgain: 'Try Again',
  close: 'Close',
} as const;
