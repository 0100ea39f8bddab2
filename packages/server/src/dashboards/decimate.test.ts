import { describe, expect, it } from 'vitest';
import { decimateSeries, lttbIndices } from './decimate.js';

describe('largest-triangle-three-buckets', () => {
  it('keeps the ends, at most the threshold, ascending, and every spike', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => Math.sin(i / 200) * 10);
    values[1234] = 500;
    values[7777] = -500;
    const kept = lttbIndices(values, 1000);
    expect(kept).toHaveLength(1000);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(9999);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(new Set(kept).size).toBe(kept.length);
    expect(kept).toContain(1234);
    expect(kept).toContain(7777);
  });

  it('keeps a short series whole', () => {
    expect(lttbIndices([1, 2, 3], 1000)).toEqual([0, 1, 2]);
    expect(lttbIndices([1, null, 3, 4], 3)).toHaveLength(3);
  });
});

describe('decimating series on one axis', () => {
  const axis = Array.from({ length: 3000 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString());

  it('reduces every series to the same at most 1,000 points, keeping each series’ extremes', () => {
    const a = axis.map((_, i) => (i === 100 ? 1000 : i % 7));
    const b = axis.map((_, i) => (i === 2500 ? -1000 : i % 5));
    const out = decimateSeries(axis, [{ name: 'a', values: a }, { name: 'b', values: b }], 1000);
    expect(out.decimated).toBe(true);
    expect(out.axis.length).toBeLessThanOrEqual(1000);
    expect(out.series.every((s) => s.values.length === out.axis.length)).toBe(true);
    expect(out.axis).toContain(axis[100]);
    expect(out.axis).toContain(axis[2500]);
    expect(out.series[0]?.values[out.axis.indexOf(axis[100] ?? '')]).toBe(1000);
    expect(out.series[1]?.values[out.axis.indexOf(axis[2500] ?? '')]).toBe(-1000);
    expect(out.series[0]?.name).toBe('a');
  });

  it('leaves 1,000 points or fewer alone', () => {
    const out = decimateSeries(axis.slice(0, 1000), [{ name: 'a', values: axis.slice(0, 1000).map(() => 1) }], 1000);
    expect(out).toMatchObject({ decimated: false });
    expect(out.axis).toHaveLength(1000);
  });
});
