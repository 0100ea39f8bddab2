import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from '../settings/store.js';

export type PasswordPolicy = components['schemas']['PasswordPolicy'];

/** Settings section of the policy. */
export const PASSWORD_POLICY_KEY = 'password_policy';

/** Active by default, with ASVS 5's minimum length (V6.2.1) and no composition rules. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  enabled: true,
  password_length: 8,
  password_min_lowercase: 0,
  password_min_uppercase: 0,
  password_min_numbers: 0,
  password_min_special_chars: 0,
};

export const readPasswordPolicy = (db: Queryable): Promise<PasswordPolicy> => readSetting(db, PASSWORD_POLICY_KEY, DEFAULT_PASSWORD_POLICY);

const count = (password: string, pattern: RegExp) => (password.match(pattern) ?? []).length;

/**
 * The rules `password` breaks, in the console's hint wording ('Passwords must have minimum N
 * characters', 'N lower case characters'...); empty when it meets the policy or the policy is off.
 */
export function policyProblems(policy: PasswordPolicy, password: string): string[] {
  if (!policy.enabled) return [];
  const rules: [number, number, string][] = [
    [policy.password_length, count(password, /./gsu), `Passwords must have minimum ${policy.password_length} characters`],
    [policy.password_min_lowercase, count(password, /\p{Ll}/gu), `${policy.password_min_lowercase} lower case characters`],
    [policy.password_min_uppercase, count(password, /\p{Lu}/gu), `${policy.password_min_uppercase} upper case characters`],
    [policy.password_min_numbers, count(password, /\p{Nd}/gu), `${policy.password_min_numbers} number`],
    [policy.password_min_special_chars, count(password, /[^\p{L}\p{Nd}]/gu), `${policy.password_min_special_chars} special characters`],
  ];
  return rules.filter(([minimum, actual]) => actual < minimum).map(([, , text]) => text);
}

/** The 400 sentence for a password the policy refuses. */
export const policyMessage = (problems: string[]): string => `Password must: ${problems.join('; ')}`;
