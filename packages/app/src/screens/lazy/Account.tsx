import { AccountScreen, FeatureGate, accountFeature } from '@vigil/features';

const FEATURES = [accountFeature];

/** My Account: the own profile, password and workspaces. */
export function Component() {
  return (
    <FeatureGate features={FEATURES}>
      <AccountScreen />
    </FeatureGate>
  );
}
