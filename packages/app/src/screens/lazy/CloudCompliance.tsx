import { PlaceholderScreen } from '../PlaceholderScreen';

/** Cloud Compliance: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Cloud Compliance" summary="Compliance of cloud accounts against benchmarks." />;
}
