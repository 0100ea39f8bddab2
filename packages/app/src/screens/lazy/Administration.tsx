import { PlaceholderScreen } from '../PlaceholderScreen';

/** Administration: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Administration" summary="System administration for administrators." />;
}
