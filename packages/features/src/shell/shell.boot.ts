/**
 * The GETs a signed-in page load makes before its screen may show, as paths under the API root:
 * the current user (the session check), then the session's config and expiry and the feature
 * flags, which the navigation's rules read. The console may send them at once, with its code,
 * instead of each after the step before (`shell.boot.test.ts` checks that the sagas ask for
 * exactly these until the navigation can show).
 */
export const SIGNED_IN_BOOT_REQUESTS: readonly string[] = [
  '/users/me',
  '/session/config',
  '/session/expiry',
  '/settings/plugins/gui/FeatureFlags',
  '/settings/plugins/gui/InternalFeatureFlags',
];
