import { PlaceholderScreen } from '../PlaceholderScreen';

/** Risk Score: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Risk Score" summary="Risk scores of assets and how they are computed." />;
}
