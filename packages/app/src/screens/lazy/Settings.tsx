import { PlaceholderScreen } from '../PlaceholderScreen';

/** System Settings: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="System Settings" summary="Global settings, users, roles, data scopes, certificates and feature flags." />;
}
