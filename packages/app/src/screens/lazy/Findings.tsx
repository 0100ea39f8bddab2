import { FeatureGate, FindingsScreen, findingsFeature } from '@vigil/features';

/** Findings Center: the findings and notifications discovery runs raise, with their feature injected when the route first shows. */
export function Component() {
  return (
    <FeatureGate features={[findingsFeature]}>
      <FindingsScreen />
    </FeatureGate>
  );
}
