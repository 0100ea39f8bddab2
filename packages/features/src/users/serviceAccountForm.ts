import { SERVICE_ACCOUNTS_MESSAGES as M } from './serviceAccounts.messages';
import type { ServiceAccountFormValues } from './state/serviceAccounts.slice';

/** The service account form's field messages; empty when the values may be sent. */
export function checkServiceAccountForm(values: ServiceAccountFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors['name'] = M.nameRequired;
  if (!values.role_id) errors['role_id'] = M.roleRequired;
  return errors;
}
