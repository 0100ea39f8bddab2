import { PlaceholderScreen } from '../PlaceholderScreen';

/** Adapters: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Adapters" summary="The adapters, their connections and fetch history." />;
}
