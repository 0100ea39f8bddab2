import { PlaceholderScreen } from '../PlaceholderScreen';

/** Workflows: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Workflows" summary="Chains of enforcement events." />;
}
