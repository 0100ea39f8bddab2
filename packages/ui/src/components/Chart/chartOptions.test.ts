import { describe, expect, it } from 'vitest';
import { wholeNumberAxis } from './chartOptions';

describe('wholeNumberAxis', () => {
  it('steps a small span of counts by whole numbers', () => {
    expect(wholeNumberAxis([1, 3, 2], false)).toEqual({ min: 1, max: 3, tickAmount: 2 });
    expect(wholeNumberAxis([1, 3, 2], true)).toEqual({ min: 0, max: 3, tickAmount: 3 });
    expect(wholeNumberAxis([0, 7, 9], true)).toEqual({ min: 0, max: 10, tickAmount: 5 });
  });

  it('puts a flat series between two steps, and a flat zero on the axis', () => {
    expect(wholeNumberAxis([263, 263], false)).toEqual({ min: 262, max: 264, tickAmount: 2 });
    expect(wholeNumberAxis([0, 0], false)).toEqual({ min: 0, max: 1, tickAmount: 1 });
    expect(wholeNumberAxis([0], true)).toEqual({ min: 0, max: 1, tickAmount: 1 });
  });

  it("leaves ApexCharts' own scale to fractions, wide spans and no data", () => {
    expect(wholeNumberAxis([1.5, 2], false)).toBeUndefined();
    expect(wholeNumberAxis([0, 40], true)).toBeUndefined();
    expect(wholeNumberAxis([263, 280], false)).toBeUndefined();
    expect(wholeNumberAxis([], false)).toBeUndefined();
  });
});
