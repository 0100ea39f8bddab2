import { PlaceholderScreen } from '../PlaceholderScreen';

/** Case Management: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Case Management" summary="Tickets created through the Enforcement Center, with their asset context." />;
}
