import { PlaceholderScreen } from '../PlaceholderScreen';

/** Findings Center: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Findings Center" summary="Insights, alerts and notifications when assets deviate from expectations." />;
}
