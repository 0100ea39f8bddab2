import { describe, expect, it } from 'vitest';
import { CHART_MAX_POINTS } from '@vigil/openapi/charts';
import { bucketDaily, calendarBuckets, dayBounds, periodOf } from './time.js';

// A Wednesday afternoon.
const now = new Date('2026-11-25T15:30:00Z');
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('date ranges', () => {
  it('defaults to the last 7 days: the 7 days up to today', () => {
    const period = periodOf(undefined, now);
    expect(iso(period.from)).toBe('2026-11-18T15:30:00.000Z');
    expect(dayBounds(period)).toEqual({ fromDay: '2026-11-19', toDay: '2026-11-25' });
  });

  it('reads absolute, relative (last and before) and calendar ranges', () => {
    expect(dayBounds(periodOf({ type: 'absolute', date_from: '2026-01-01', date_to: '2026-01-31' }, now))).toEqual({ fromDay: '2026-01-01', toDay: '2026-01-31' });
    expect(dayBounds(periodOf({ type: 'relative', relative_type: 'last', unit: 'month', count: 1 }, now))).toEqual({ fromDay: '2026-10-26', toDay: '2026-11-25' });
    const before = periodOf({ type: 'relative', relative_type: 'before', unit: 'week', count: 2 }, now);
    expect(before.from).toBeNull();
    expect(dayBounds(before)).toEqual({ fromDay: null, toDay: '2026-11-11' });
    // Complete weeks start on Monday: the two before the week of Monday 23 November.
    expect(dayBounds(periodOf({ type: 'dynamic', period: 'complete_weeks', count: 2 }, now))).toEqual({ fromDay: '2026-11-09', toDay: '2026-11-22' });
    expect(dayBounds(periodOf({ type: 'dynamic', period: 'complete_quarters' }, now))).toEqual({ fromDay: '2026-07-01', toDay: '2026-09-30' });
    expect(dayBounds(periodOf({ type: 'dynamic', period: 'month_to_date' }, now))).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-25' });
    expect(dayBounds(periodOf({ type: 'dynamic', period: 'year_to_date' }, now))).toEqual({ fromDay: '2026-01-01', toDay: '2026-11-25' });
  });
});

describe('time buckets', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-08', '2026-11-09', '2026-11-30', '2026-12-01'];

  it('takes the last value of each bucket (a count is a level)', () => {
    const weekly = bucketDaily(days, [[1, 2, 3, 4, 5, 6]], 'week');
    // Sunday 1 Nov is in the week of Monday 26 October.
    expect(weekly.buckets).toEqual(['2026-10-26T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(weekly.values).toEqual([[1, 3, 4, 6]]);
    const monthly = bucketDaily(days, [[1, 2, 3, 4, 5, null]], 'month');
    expect(monthly.buckets).toEqual(['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(monthly.values).toEqual([[5, null]]);
    expect(bucketDaily(days, [[1, 2, 3, 4, 5, 6]], 'quarter').values).toEqual([[6]]);
    expect(bucketDaily(days, [[1, 2, 3, 4, 5, 6]], 'year').buckets).toEqual(['2026-01-01T00:00:00.000Z']);
  });

  it('folds days onto the week, Monday first', () => {
    const byWeekday = bucketDaily(days, [[1, 2, 3, 4, 5, 6]], 'day_in_week');
    expect(byWeekday.buckets).toEqual(['Monday', 'Tuesday', 'Sunday']);
    expect(byWeekday.values).toEqual([[5, 6, 3]]);
    expect(bucketDaily(days, [[1, 2, 3, 4, 5, 6]], 'hour_in_day').buckets).toEqual(['00:00']);
  });

  it('covers a period with calendar buckets, coarser when they would pass 1,000', () => {
    const week = calendarBuckets(periodOf(undefined, now), 'day');
    expect(week.unit).toBe('day');
    expect(week.starts.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(week.ends[0]?.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    // Shorter than the unit: the bucket holding the period's end.
    expect(calendarBuckets(periodOf(undefined, now), 'month').starts.map((d) => d.toISOString())).toEqual(['2026-11-01T00:00:00.000Z']);
    expect(calendarBuckets(periodOf(undefined, now), 'week').starts.map((d) => d.toISOString())).toEqual(['2026-11-23T00:00:00.000Z']);
    const hours = calendarBuckets(periodOf({ type: 'relative', relative_type: 'last', unit: 'year', count: 1 }, now), 'hour');
    expect(hours.unit).toBe('day');
    expect(hours.starts.length).toBeLessThanOrEqual(CHART_MAX_POINTS);
    expect(calendarBuckets(periodOf({ type: 'relative', relative_type: 'before', unit: 'day', count: 1 }, now), 'month').starts).toHaveLength(12);
  });
});
