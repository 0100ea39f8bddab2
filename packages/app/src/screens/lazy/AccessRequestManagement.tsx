import { PlaceholderScreen } from '../PlaceholderScreen';

/** Access Request: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Access Request" summary="Requests for access and their approvals." />;
}
