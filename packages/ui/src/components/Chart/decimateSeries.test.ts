import { describe, expect, it } from 'vitest';
import { CHART_MAX_POINTS, decimateSeries, type XYPoint } from './decimateSeries';

/** A deterministic wavy series with one deep dip and one high spike inside it. */
function wave(length: number): XYPoint[] {
  return Array.from({ length }, (_, i) => {
    let y = Math.sin(i / 17) * 50 + (i % 7);
    if (i === 2345) y = -1000;
    if (i === 4567) y = 1000;
    return { x: i, y };
  });
}

describe('decimateSeries', () => {
  it('returns short series unchanged (as a copy)', () => {
    const points = wave(10);
    const result = decimateSeries(points);
    expect(result).toEqual(points);
    expect(result).not.toBe(points);
  });

  it('returns at most the default 1,000 points', () => {
    expect(decimateSeries(wave(5000)).length).toBeLessThanOrEqual(CHART_MAX_POINTS);
    expect(decimateSeries(wave(1001)).length).toBeLessThanOrEqual(CHART_MAX_POINTS);
  });

  it('returns at most maxPoints points', () => {
    for (const max of [4, 5, 10, 99, 250]) {
      expect(decimateSeries(wave(5000), max).length).toBeLessThanOrEqual(max);
    }
  });

  it('keeps the first and last points', () => {
    const points = wave(5000);
    const result = decimateSeries(points, 100);
    expect(result[0]).toBe(points[0]);
    expect(result[result.length - 1]).toBe(points[points.length - 1]);
  });

  it('keeps the global minimum and maximum', () => {
    const points = wave(5000);
    const result = decimateSeries(points, 50);
    const ys = result.map((p) => p.y);
    expect(Math.min(...ys)).toBe(-1000);
    expect(Math.max(...ys)).toBe(1000);
  });

  it('keeps the points in their original order', () => {
    const result = decimateSeries(wave(5000), 200);
    const xs = result.map((p) => p.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
  });

  it('rejects a budget too small to keep first, last, minimum and maximum', () => {
    expect(() => decimateSeries(wave(10), 3)).toThrow(RangeError);
  });
});
