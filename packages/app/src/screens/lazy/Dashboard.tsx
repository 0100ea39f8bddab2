import { PlaceholderScreen } from '../PlaceholderScreen';

/** Dashboard: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Dashboard" summary="Dashboards (spaces) of charts over saved queries." />;
}
