import { PlaceholderScreen } from '../PlaceholderScreen';

/** Tenants Management: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Tenants Management" summary="The tenants of this installation, to connect as." />;
}
