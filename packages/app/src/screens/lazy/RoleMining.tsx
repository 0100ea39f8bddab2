import { PlaceholderScreen } from '../PlaceholderScreen';

/** Role Mining: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Role Mining" summary="Roles suggested from the entitlements users share." />;
}
