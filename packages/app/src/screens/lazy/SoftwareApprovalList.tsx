import { PlaceholderScreen } from '../PlaceholderScreen';

/** Software Approval List: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Software Approval List" summary="Software approved or banned in the organisation." />;
}
