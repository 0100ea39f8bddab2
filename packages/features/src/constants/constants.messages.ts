/** Texts of the constants view; designed here, as the spec shows no view of the constants. */
export const CONSTANTS_MESSAGES = {
  title: 'System constants',
  loading: 'Loading constants…',
  loadFailed: 'The constants could not be loaded.',
  retry: 'Try again',
  reload: 'Reload',
  product: 'Product',
  version: 'Version',
  pageSize: 'Default page size',
  userNameMax: 'User name, longest',
  passwordMax: 'Password, longest',
  emailMax: 'E-mail, longest',
  codeLength: 'Verification code digits',
} as const;
