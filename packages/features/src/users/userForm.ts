import { USERS_MESSAGES as M } from './users.messages';
import type { UserFormValues } from './state/users.slice';

// The spec gives no pattern; this is the usual one-@, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's field messages (spec 5); empty when the values may be sent. */
export function checkUserForm(values: UserFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.user_name.trim()) errors['user_name'] = M.userNameRequired;
  if (values.email && !EMAIL_PATTERN.test(values.email)) errors['email'] = M.emailInvalid;
  return errors;
}
