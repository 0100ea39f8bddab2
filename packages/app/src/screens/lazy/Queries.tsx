import { PlaceholderScreen } from '../PlaceholderScreen';

/** Queries: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Queries" summary="Saved queries, their folders and history." />;
}
