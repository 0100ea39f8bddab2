import { describe, expect, it } from 'vitest';
import { fittingNavItemCount } from './fittingNavItemCount';

// The sidebar's entries: 36 px tall, 2 px apart, 8 px of list padding.
const metrics = (availablePx: number) => ({ availablePx, itemPx: 36, gapPx: 2, paddingPx: 8 });
/** Height n entries take in the list. */
const heightOf = (n: number) => 8 + n * 36 + (n - 1) * 2;

describe('fittingNavItemCount', () => {
  it('shows every entry when all fit, down to the last pixel', () => {
    expect(fittingNavItemCount(15, metrics(heightOf(15)))).toBe(15);
    expect(fittingNavItemCount(15, metrics(2000))).toBe(15);
  });

  it('keeps one slot for More when they do not all fit, and fills every other slot', () => {
    // One pixel short of 15 entries: 14 slots, 13 entries and More.
    expect(fittingNavItemCount(15, metrics(heightOf(15) - 1))).toBe(13);
    // Room for exactly 10 entries: 9 and More; one pixel less, 9 slots: 8 and More.
    expect(fittingNavItemCount(15, metrics(heightOf(10)))).toBe(9);
    expect(fittingNavItemCount(15, metrics(heightOf(10) - 1))).toBe(8);
  });

  it('counts the measured height, so a taller entry fits fewer', () => {
    expect(fittingNavItemCount(15, { availablePx: 500, itemPx: 36, gapPx: 2, paddingPx: 8 })).toBe(12);
    expect(fittingNavItemCount(15, { availablePx: 500, itemPx: 81, gapPx: 0, paddingPx: 0 })).toBe(5);
  });

  it('shows only More when not even two slots fit, never a negative count', () => {
    expect(fittingNavItemCount(15, metrics(heightOf(1)))).toBe(0);
    expect(fittingNavItemCount(15, metrics(0))).toBe(0);
    expect(fittingNavItemCount(15, metrics(-50))).toBe(0);
  });

  it('shows everything before anything is measured', () => {
    expect(fittingNavItemCount(15, metrics(Number.POSITIVE_INFINITY))).toBe(15);
    expect(fittingNavItemCount(15, metrics(Number.NaN))).toBe(15);
    expect(fittingNavItemCount(15, { availablePx: 500, itemPx: 0, gapPx: 2, paddingPx: 8 })).toBe(15);
  });
});
