import { describe, expect, it } from 'vitest';
import { buildPasswordPolicy } from '@vigil/openapi/mocks';
import { formatCountdown, passwordPolicyHints } from './passwordPolicy';
import { checkLdapLogin, checkLogin, checkResetPassword, checkSignup, checkSmartcardLogin } from './validation';

describe('form checks (spec 5)', () => {
  it('login: each empty field and the form error', () => {
    expect(checkLogin({ user_name: '', password: '' })).toEqual({
      fields: { user_name: 'The username is required', password: 'Please enter a password' },
      form: 'Please fill in all required fields',
    });
    expect(checkLogin({ user_name: 'admin', password: '' }).form).toBe('Please fill in all required fields');
    expect(checkLogin({ user_name: 'admin', password: 'x' })).toEqual({ fields: {}, form: null });
  });

  it('ldap and smartcard: the domain', () => {
    expect(checkLdapLogin({ user_name: 'a', password: 'b', domain: ' ' }).fields).toEqual({ domain: 'Please enter domain' });
    expect(checkSmartcardLogin({ domain: '' }).fields).toEqual({ domain: 'The domain is required' });
  });

  it('signup: e-mail, password, confirmation and match', () => {
    expect(checkSignup({ contact_email: '', new_password: '', confirm_new_password: '' }).fields).toEqual({
      contact_email: 'The email address is required',
      new_password: 'Please enter a password',
      confirm_new_password: 'Please confirm your password',
    });
    expect(checkSignup({ contact_email: 'soc@vigil', new_password: 'a', confirm_new_password: 'b' }).fields).toEqual({
      contact_email: 'Please enter a valid email address',
      confirm_new_password: 'Passwords do not match',
    });
    expect(checkResetPassword({ password: 'a', confirmation: 'a' }).fields).toEqual({});
  });
});

describe('password policy hints', () => {
  it("lists the active policy's rules under 'Password must:'", () => {
    expect(passwordPolicyHints(buildPasswordPolicy())).toEqual([
      'Passwords must have minimum 12 characters',
      '1 lower case characters',
      '1 upper case characters',
      '1 number',
      '1 special characters',
    ]);
    expect(passwordPolicyHints(buildPasswordPolicy({ password_min_special_chars: 0 }))).toHaveLength(4);
    expect(passwordPolicyHints(buildPasswordPolicy({ enabled: false }))).toEqual([]);
  });

  it('formats countdowns as mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
