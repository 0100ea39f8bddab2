import { describe, expect, it } from 'vitest';
import { BADGE_DEFAULT_MAX_COUNT, formatBadgeCount } from './Badge';

describe('formatBadgeCount', () => {
  it('shows counts up to the max in full', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(BADGE_DEFAULT_MAX_COUNT)).toBe('99');
  });

  it('caps counts above the max with a plus', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });

  it('never shows negative or fractional counts', () => {
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(4.7)).toBe('4');
  });
});
