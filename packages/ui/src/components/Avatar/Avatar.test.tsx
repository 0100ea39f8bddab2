import { describe, expect, it } from 'vitest';
import { getInitials } from './Avatar';

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('Jane Doe')).toBe('JD');
    expect(getInitials('Jane van Doe')).toBe('JD');
  });

  it('takes one letter from a single word, upper-cased', () => {
    expect(getInitials('admin')).toBe('A');
  });

  it('splits user names on dots, dashes and underscores', () => {
    expect(getInitials('jane.doe')).toBe('JD');
    expect(getInitials('svc_backup-agent')).toBe('SA');
  });

  it('ignores extra spaces and returns nothing for an empty name', () => {
    expect(getInitials('  Ana   Lima ')).toBe('AL');
    expect(getInitials('   ')).toBe('');
  });

  it('keeps letters outside the Basic Multilingual Plane whole', () => {
    expect(getInitials('𝒜lice Smith')).toBe('𝒜S');
  });
});
