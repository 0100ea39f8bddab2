import type { CurrentUser, FeatureFlags } from '@vigil/openapi';

/**
 * The first-login popup rule (spec 4 First login popup): never for the provider's staff or with
 * account_profile_on_login off; shown on a first login (`last_login` null), or to an existing
 * user without interests when visible_existing_users allows it. Without the flags, not shown.
 */
export function shouldShowFirstLogin(user: CurrentUser, flags: FeatureFlags | null, isProviderStaff: boolean): boolean {
  const setting = flags?.account_profile_on_login;
  if (isProviderStaff || !setting?.enabled) return false;
  if (user.last_login === null) return true;
  return setting.visible_existing_users && (user.interests ?? []).length === 0;
}

/** The version 6.0 carousel is shown to a signed-in user who has not seen it. */
export function shouldShowVersion6(user: CurrentUser): boolean {
  return user.seen_announcement?.['version_6_0'] !== true;
}
