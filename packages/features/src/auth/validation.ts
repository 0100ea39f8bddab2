import { AUTH_MESSAGES as M } from './auth.messages';

/** Errors by field name, as the ui Form shows them. */
export type FieldErrors = Record<string, string>;

/** The result of checking a form: field errors and the form-level error, if any. */
export interface FormCheck {
  fields: FieldErrors;
  form: string | null;
}

const ok: FormCheck = { fields: {}, form: null };

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Standard login (spec 5): both required; either empty also gives 'Please fill in all required fields'. */
export function checkLogin({ user_name, password }: { user_name: string; password: string }): FormCheck {
  const fields: FieldErrors = {};
  if (user_name.trim() === '') fields['user_name'] = M.userNameRequired;
  if (password === '') fields['password'] = M.passwordRequired;
  return Object.keys(fields).length > 0 ? { fields, form: M.fillRequired } : ok;
}

/** LDAP login: user name, password and domain ('Please enter domain'). */
export function checkLdapLogin(values: { user_name: string; password: string; domain: string }): FormCheck {
  const { fields } = checkLogin(values);
  if (values.domain.trim() === '') fields['domain'] = M.domainRequired;
  return Object.keys(fields).length > 0 ? { fields, form: M.fillRequired } : ok;
}

/** Smartcard login: the domain ('The domain is required'). */
export function checkSmartcardLogin({ domain }: { domain: string }): FormCheck {
  return domain.trim() === '' ? { fields: { domain: M.smartcardDomainRequired }, form: null } : ok;
}

/** A new password and its confirmation (signup and reset, spec 5). */
function checkNewPassword(password: string, confirmation: string, fields: FieldErrors, names: [string, string]) {
  if (password === '') fields[names[0]] = M.passwordRequired;
  if (confirmation === '') fields[names[1]] = M.confirmRequired;
  else if (password !== '' && confirmation !== password) fields[names[1]] = M.passwordsMismatch;
}

/** Signup (spec 5): e-mail required and valid, password, confirmation, match. */
export function checkSignup(values: { contact_email: string; new_password: string; confirm_new_password: string }): FormCheck {
  const fields: FieldErrors = {};
  const email = values.contact_email.trim();
  if (email === '') fields['contact_email'] = M.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) fields['contact_email'] = M.emailInvalid;
  checkNewPassword(values.new_password, values.confirm_new_password, fields, ['new_password', 'confirm_new_password']);
  return { fields, form: null };
}

/** Reset password (spec 5): the same rules as signup's passwords. */
export function checkResetPassword(values: { password: string; confirmation: string }): FormCheck {
  const fields: FieldErrors = {};
  checkNewPassword(values.password, values.confirmation, fields, ['password', 'confirmation']);
  return { fields, form: null };
}

/** Whether a check found nothing. */
export const isValid = (check: FormCheck) => Object.keys(check.fields).length === 0 && check.form === null;
