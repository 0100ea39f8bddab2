import { PlaceholderScreen } from '../PlaceholderScreen';

/** Reports: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Reports" summary="Reports built from dashboards and queries, sent on a schedule." />;
}
