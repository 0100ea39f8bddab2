import { PlaceholderScreen } from '../PlaceholderScreen';

/** Graph: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Graph" summary="The relationships between assets, as a graph." />;
}
