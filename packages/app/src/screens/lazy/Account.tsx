import { AccountScreen } from '@vigil/features';

/** My Account: the own profile, password and workspaces. */
export function Component() {
  return <AccountScreen />;
}
