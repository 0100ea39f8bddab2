import { PlaceholderScreen } from '../PlaceholderScreen';

/** Activity Logs: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Activity Logs" summary="Who did what in the console, and when." />;
}
