import { describe, expect, it } from 'vitest';
import { visibleNavItemCount } from './visibleNavItemCount';

describe('visibleNavItemCount', () => {
  it('takes the 70 px header off, counts 81 px slots and keeps 3 of them', () => {
    // (720 - 70) / 81 = 8.02 -> 8 slots, 5 entries.
    expect(visibleNavItemCount(720)).toBe(5);
    // (1080 - 70) / 81 = 12.47 -> 12 slots, 9 entries.
    expect(visibleNavItemCount(1080)).toBe(9);
  });

  it('gains an entry exactly when a whole slot fits', () => {
    expect(visibleNavItemCount(70 + 81 * 6 - 1)).toBe(2);
    expect(visibleNavItemCount(70 + 81 * 6)).toBe(3);
  });

  it('never goes below zero', () => {
    expect(visibleNavItemCount(70 + 81 * 3)).toBe(0);
    expect(visibleNavItemCount(100)).toBe(0);
    expect(visibleNavItemCount(0)).toBe(0);
    expect(visibleNavItemCount(-50)).toBe(0);
  });

  it('shows everything when the height is unknown', () => {
    expect(visibleNavItemCount(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(visibleNavItemCount(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });
});
