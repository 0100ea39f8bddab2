import { AdministrationScreen, FeatureGate, administrationFeature } from '@vigil/features';

const FEATURES = [administrationFeature];

/** Administration (admins only): the system's state and links to the settings an admin needs. */
export function Component() {
  return (
    <FeatureGate features={FEATURES}>
      <AdministrationScreen />
    </FeatureGate>
  );
}
