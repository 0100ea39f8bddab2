import { TenantsScreen } from '@vigil/features';

/** Tenants Management: the tenants to connect as. */
export function Component() {
  return <TenantsScreen />;
}
