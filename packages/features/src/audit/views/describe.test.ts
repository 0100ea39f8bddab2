import { describe, expect, it } from 'vitest';
import { detailLines, detailValue, detailsSummary, formatAuditTime } from './describe';

describe('audit entry texts', () => {
  it('shows times in UTC to the second', () => {
    expect(formatAuditTime('2026-11-20T09:05:03.120Z')).toBe('2026-11-20 09:05:03');
    expect(formatAuditTime('not a time')).toBe('not a time');
  });

  it('writes changes as from → to, lists joined, missing values as a dash', () => {
    expect(detailValue({ from: 'Jane', to: 'Janet' })).toBe('Jane → Janet');
    expect(detailValue({ from: null, to: true })).toBe('— → true');
    expect(detailValue(['a', 'b'])).toBe('a, b');
    expect(detailValue({ n: 1 })).toBe('{"n":1}');
    expect(detailValue('')).toBe('—');
    expect(detailLines({ method: 'ldap', count: 3 })).toEqual([
      { name: 'method', value: 'ldap' },
      { name: 'count', value: '3' },
    ]);
  });

  it('summarises the details on one line, cut with an ellipsis', () => {
    expect(detailsSummary({ method: 'password', reason: 'credentials' })).toBe('method: password; reason: credentials');
    expect(detailsSummary({})).toBe('');
    const long = detailsSummary({ users: Array.from({ length: 30 }, (_, i) => `user${String(i)}`) }, 40);
    expect(long).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });
});
