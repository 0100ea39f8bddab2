import { describe, expect, it } from 'vitest';
import { buildCurrentUser, buildFeatureFlags } from '@vigil/openapi/mocks';
import { firstLoginUserFixture } from '../fixtures/onboarding';
import { shouldShowFirstLogin, shouldShowVersion6 } from './onboarding.rules';

const flags = (enabled: boolean, visibleExistingUsers: boolean) =>
  buildFeatureFlags({ account_profile_on_login: { enabled, visible_existing_users: visibleExistingUsers } });
const existingWithoutInterests = { ...buildCurrentUser(), interests: [] };

describe('first-login popup rule', () => {
  it('shows on a first login (last_login null)', () => {
    expect(shouldShowFirstLogin(firstLoginUserFixture, flags(true, false), false)).toBe(true);
  });

  it('never shows for the provider staff or with the account profile off', () => {
    expect(shouldShowFirstLogin(firstLoginUserFixture, flags(true, true), true)).toBe(false);
    expect(shouldShowFirstLogin(firstLoginUserFixture, flags(false, true), false)).toBe(false);
    expect(shouldShowFirstLogin(firstLoginUserFixture, null, false)).toBe(false);
  });

  it('shows to existing users without interests only when visible_existing_users allows', () => {
    expect(shouldShowFirstLogin(existingWithoutInterests, flags(true, true), false)).toBe(true);
    expect(shouldShowFirstLogin(existingWithoutInterests, flags(true, false), false)).toBe(false);
    expect(shouldShowFirstLogin(buildCurrentUser(), flags(true, true), false)).toBe(false);
  });
});

describe('version 6.0 carousel rule', () => {
  it('shows until seen_announcement.version_6_0 is true', () => {
    expect(shouldShowVersion6(buildCurrentUser({ seen_announcement: { version_6_0: true } }))).toBe(false);
    expect(shouldShowVersion6(buildCurrentUser({ seen_announcement: { version_6_0: false } }))).toBe(true);
    expect(shouldShowVersion6({ ...buildCurrentUser(), seen_announcement: {} })).toBe(true);
  });
});
