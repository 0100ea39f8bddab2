import { PlaceholderScreen } from '../PlaceholderScreen';

/** Campaigns: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Campaigns" summary="Access-review campaigns: their approvers, schedule and results." />;
}
