import { CHART_MAX_POINTS, DEFAULT_DATE_RANGE, type DateRange } from '@vigil/openapi/charts';
import type { components } from '@vigil/openapi';

export type TimeUnit = components['schemas']['TimeAggregationUnit'];
type RangeUnit = components['schemas']['DateRangeUnit'];

const DAY_MS = 86_400_000;

/** A period, both ends included; `from` null: from the first stored day. All in UTC. */
export interface Period {
  from: Date | null;
  to: Date;
}

/** `date` moved by `count` units (negative: back), calendar-aware for months, quarters and years. */
export function addUnits(date: Date, unit: RangeUnit, count: number): Date {
  const next = new Date(date);
  switch (unit) {
    case 'hour':
      next.setUTCHours(next.getUTCHours() + count);
      break;
    case 'day':
      next.setUTCDate(next.getUTCDate() + count);
      break;
    case 'week':
      next.setUTCDate(next.getUTCDate() + 7 * count);
      break;
    case 'month':
      next.setUTCMonth(next.getUTCMonth() + count);
      break;
    case 'quarter':
      next.setUTCMonth(next.getUTCMonth() + 3 * count);
      break;
    case 'year':
      next.setUTCFullYear(next.getUTCFullYear() + count);
      break;
  }
  return next;
}

/** The start of the unit holding `date`: weeks start on Monday (ISO), quarters in January, April, July, October. */
export function startOf(date: Date, unit: RangeUnit): Date {
  const d = new Date(date);
  if (unit === 'hour') {
    d.setUTCMinutes(0, 0, 0);
    return d;
  }
  d.setUTCHours(0, 0, 0, 0);
  if (unit === 'day') return d;
  if (unit === 'week') {
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d;
  }
  d.setUTCDate(1);
  if (unit === 'month') return d;
  if (unit === 'quarter') {
    d.setUTCMonth(d.getUTCMonth() - (d.getUTCMonth() % 3));
    return d;
  }
  d.setUTCMonth(0);
  return d;
}

const DYNAMIC_UNIT = {
  complete_weeks: 'week',
  complete_months: 'month',
  complete_quarters: 'quarter',
  complete_years: 'year',
  week_to_date: 'week',
  month_to_date: 'month',
  quarter_to_date: 'quarter',
  year_to_date: 'year',
} as const satisfies Record<Extract<DateRange, { type: 'dynamic' }>['period'], RangeUnit>;

/**
 * The period of a date range at `now` (the default: the last 7 days). Relative `last` N units: from
 * N units ago to now; `before`: everything up to N units ago. Dynamic: the last N complete calendar
 * periods before the current one, or the current one so far ("to date").
 */
export function periodOf(range: DateRange | undefined, now: Date): Period {
  const r = range ?? DEFAULT_DATE_RANGE;
  switch (r.type) {
    case 'absolute':
      return { from: new Date(`${r.date_from}T00:00:00Z`), to: new Date(`${r.date_to}T00:00:00Z`) };
    case 'relative':
      return r.relative_type === 'last' ? { from: addUnits(now, r.unit, -r.count), to: now } : { from: null, to: addUnits(now, r.unit, -r.count) };
    case 'dynamic': {
      const unit = DYNAMIC_UNIT[r.period];
      const current = startOf(now, unit);
      if (r.period.endsWith('_to_date')) return { from: current, to: now };
      return { from: addUnits(current, unit, -(r.count ?? 1)), to: new Date(current.getTime() - 1) };
    }
  }
}

/** The days (UTC midnights, `YYYY-MM-DD`) of a period whose midnight lies inside it. */
export function dayBounds(period: Period): { fromDay: string | null; toDay: string } {
  const firstMidnight = period.from && new Date(Math.ceil(period.from.getTime() / DAY_MS) * DAY_MS);
  return { fromDay: firstMidnight ? firstMidnight.toISOString().slice(0, 10) : null, toDay: new Date(Math.floor(period.to.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10) };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Whether a unit folds time onto a cycle (its buckets are categories, not dates). */
export const isCyclic = (unit: TimeUnit): boolean => unit === 'hour_in_day' || unit === 'day_in_week';

/** The bucket of an instant: its start (ISO) for calendar units, the hour or weekday for the cyclic ones. */
export function bucketOf(date: Date, unit: TimeUnit): string {
  if (unit === 'hour_in_day') return `${String(date.getUTCHours()).padStart(2, '0')}:00`;
  if (unit === 'day_in_week') return WEEKDAYS[(date.getUTCDay() + 6) % 7] ?? 'Monday';
  return startOf(date, unit).toISOString();
}

/** The order of cyclic buckets (calendar buckets sort as their ISO text). */
export function bucketOrder(unit: TimeUnit): ((a: string, b: string) => number) | undefined {
  if (unit === 'day_in_week') return (a, b) => WEEKDAYS.indexOf(a as (typeof WEEKDAYS)[number]) - WEEKDAYS.indexOf(b as (typeof WEEKDAYS)[number]);
  return undefined;
}

/**
 * Daily values bucketed: per bucket, the value of its last day that has one (a count is a level,
 * not a flow: the week's figure is its last day's). `days` ascending, one value list per series.
 */
export function bucketDaily(days: readonly string[], series: readonly (readonly (number | null)[])[], unit: TimeUnit): { buckets: string[]; values: (number | null)[][] } {
  const buckets: string[] = [];
  const index = new Map<string, number>();
  const bucketOfDay = days.map((day) => {
    const key = bucketOf(new Date(`${day}T00:00:00Z`), unit);
    if (!index.has(key)) {
      index.set(key, buckets.length);
      buckets.push(key);
    }
    return key;
  });
  const order = bucketOrder(unit);
  const sorted = [...buckets].sort(order ?? ((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  const position = new Map(sorted.map((key, i) => [key, i]));
  const values = series.map((one) => {
    const out: (number | null)[] = sorted.map(() => null);
    const lastDay: string[] = sorted.map(() => '');
    days.forEach((day, i) => {
      const value = one[i];
      const at = position.get(bucketOfDay[i] ?? '') ?? 0;
      if (value !== null && value !== undefined && day >= (lastDay[at] ?? '')) {
        out[at] = value;
        lastDay[at] = day;
      }
    });
    return out;
  });
  return { buckets: sorted, values };
}

const COARSER: Readonly<Record<RangeUnit, RangeUnit | undefined>> = { hour: 'day', day: 'week', week: 'month', month: 'quarter', quarter: 'year', year: undefined };

/** A period without a start, as segment timelines read it: the year before its end (designed). */
export const OPEN_PERIOD_YEARS = 1;

/**
 * Consecutive calendar buckets [start, end) covering a period, for what is counted live over time
 * (segment timelines). A cyclic unit buckets by day; a unit that would give more than
 * CHART_MAX_POINTS buckets is coarsened (hour to day, day to week...) so the work stays bounded.
 */
export function calendarBuckets(period: Period, unit: TimeUnit): { unit: RangeUnit; starts: Date[]; ends: Date[] } {
  const from = period.from ?? addUnits(period.to, 'year', -OPEN_PERIOD_YEARS);
  let u: RangeUnit = isCyclic(unit) ? 'day' : (unit as RangeUnit);
  for (;;) {
    const starts: Date[] = [];
    const ends: Date[] = [];
    // As for the snapshots, a bucket belongs to the period when its start does; a period shorter than a unit has the bucket holding its end.
    let first = startOf(from, u);
    if (first < from) first = addUnits(first, u, 1);
    if (first > period.to) first = startOf(period.to, u);
    for (let start = first; start <= period.to && starts.length <= CHART_MAX_POINTS; start = addUnits(start, u, 1)) {
      starts.push(start);
      ends.push(addUnits(start, u, 1));
    }
    const coarser = COARSER[u];
    if (starts.length <= CHART_MAX_POINTS || !coarser) return { unit: u, starts, ends };
    u = coarser;
  }
}
