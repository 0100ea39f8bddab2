import { PlaceholderScreen } from '../PlaceholderScreen';

/** Manage Nodes: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Manage Nodes" summary="The nodes of this installation and their state." />;
}
