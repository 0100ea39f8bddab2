import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, policyMessage, policyProblems } from './passwordPolicy.js';

describe('password policy', () => {
  const strict = {
    enabled: true,
    password_length: 10,
    password_min_lowercase: 2,
    password_min_uppercase: 1,
    password_min_numbers: 1,
    password_min_special_chars: 1,
  };

  it('names every rule a password breaks, in the hint wording', () => {
    expect(policyProblems(strict, 'short')).toEqual([
      'Passwords must have minimum 10 characters',
      '1 upper case characters',
      '1 number',
      '1 special characters',
    ]);
    expect(policyMessage(policyProblems(strict, 'abcdefghiJ1'))).toBe('Password must: 1 special characters');
  });

  it('accepts a password meeting every rule, counting letters beyond ASCII', () => {
    expect(policyProblems(strict, 'ÉtéÀ-1xyzw')).toEqual([]);
  });

  it('asks only for length by default, and nothing when off', () => {
    expect(policyProblems(DEFAULT_PASSWORD_POLICY, 'seven77')).toEqual(['Passwords must have minimum 8 characters']);
    expect(policyProblems({ ...strict, enabled: false }, '')).toEqual([]);
  });
});
