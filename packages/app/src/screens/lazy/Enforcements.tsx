import { PlaceholderScreen } from '../PlaceholderScreen';

/** Enforcement Center: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Enforcement Center" summary="Enforcement sets and the actions they run on query results." />;
}
