import { PlaceholderScreen } from '../PlaceholderScreen';

/** My Account: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="My Account" summary="Your profile, password and workspaces." />;
}
