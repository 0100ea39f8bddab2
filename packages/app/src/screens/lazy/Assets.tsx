import { PlaceholderScreen } from '../PlaceholderScreen';

/** Assets: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Assets" summary="The inventory of devices, users, software and vulnerabilities, per asset type." />;
}
