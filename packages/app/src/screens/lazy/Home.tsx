import { FeatureGate, HomeOverview, homeFeatures } from '@vigil/features';

/** Home: the landing page's overview, its state injected when the page first shows. */
export function Component() {
  return (
    <FeatureGate features={homeFeatures}>
      <HomeOverview />
    </FeatureGate>
  );
}
