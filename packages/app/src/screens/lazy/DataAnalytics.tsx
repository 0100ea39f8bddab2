import { PlaceholderScreen } from '../PlaceholderScreen';

/** Data Analytics: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Data Analytics" summary="Ad-hoc analysis over the inventory fields." />;
}
