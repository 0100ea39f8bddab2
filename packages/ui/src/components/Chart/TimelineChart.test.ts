import { describe, expect, it } from 'vitest';
import { dayTicks } from './TimelineChart';

const DAY_MS = 86_400_000;
const day = (n: number) => Date.UTC(2026, 10, 21) + n * DAY_MS;
const points = (...days: number[]) => days.map((n) => ({ x: day(n), y: n }));

describe('dayTicks', () => {
  it('puts a tick on each day of daily figures, from the first to the last', () => {
    expect(dayTicks([{ name: 'A', data: points(0, 1, 2, 3, 4, 5, 6) }])).toEqual({ axis: { min: day(0), max: day(6), tickAmount: 6 }, first: day(0), last: day(6) });
  });

  it('steps by the gap the points share (weekly figures tick weekly), over every series', () => {
    expect(dayTicks([{ name: 'A', data: points(0, 7, 14, 21) }])?.axis).toEqual({ min: day(0), max: day(21), tickAmount: 3 });
    expect(dayTicks([{ name: 'A', data: points(0, 14) }, { name: 'B', data: points(7, 21) }])?.axis).toEqual({ min: day(0), max: day(21), tickAmount: 3 });
    expect(dayTicks([{ name: 'A', data: points(0, 2, 5) }])?.axis.tickAmount).toBe(5);
  });

  it('puts a single day in the middle, between the days either side', () => {
    expect(dayTicks([{ name: 'A', data: points(0) }, { name: 'B', data: points(0) }])).toEqual({ axis: { min: day(-1), max: day(1), tickAmount: 2 }, first: day(0), last: day(0) });
  });

  it("leaves ApexCharts' own ticks to times of day and spans over two months", () => {
    expect(dayTicks([{ name: 'A', data: [{ x: day(0), y: 1 }, { x: day(0) + 3_600_000, y: 2 }] }])).toBeUndefined();
    expect(dayTicks([{ name: 'A', data: points(0, 63) }])).toBeUndefined();
    expect(dayTicks([])).toBeUndefined();
  });
});
