import type { ChartConfig } from '@vigil/openapi';

/**
 * The names of time buckets drawn as categories (bars, stacked bars and tables over time), in the
 * format the chart's time aggregation chose. The server sends each bucket's start as an ISO
 * timestamp; the labels are in UTC, as the buckets are.
 */

type Aggregation = NonNullable<ChartConfig['time_aggregation']>;

/** A UTC formatter made on its first use (making one costs more than formatting: most are never needed). */
function utc(options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let formatter: Intl.DateTimeFormat | undefined;
  return { format: (date) => (formatter ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options })).format(date) };
}
const LONG_DATE = utc({ month: 'short', day: 'numeric', year: 'numeric' });
const SHORT_DATE = utc({ month: 'short', day: 'numeric' });
const HOUR_24 = utc({ month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const HOUR_12 = utc({ month: 'short', day: 'numeric', hour: 'numeric', hour12: true });
const MONTH_LONG = utc({ month: 'long', year: 'numeric' });
const MONTH_SHORT = utc({ month: 'short', year: 'numeric' });
const DATE_TIME = utc({ dateStyle: 'medium', timeStyle: 'short' });

/** The ISO week (Monday first) of a UTC date, and the year it belongs to. */
function isoWeek(date: Date): { week: number; year: number } {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the same week decides the year and the week.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return { week, year };
}

/** One bucket's name: its start in the aggregation's unit and format (by default a day, 'Nov 21, 2026'). */
export function dateLabel(iso: string, aggregation: Aggregation | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const unit = aggregation?.unit ?? 'day';
  const format = aggregation?.format;
  switch (unit) {
    case 'hour':
      return (format === 'hour_12' ? HOUR_12 : HOUR_24).format(date);
    case 'week': {
      if (format === 'week_start') return LONG_DATE.format(date);
      const { week, year } = isoWeek(date);
      return `W${String(week)} ${String(year)}`;
    }
    case 'month':
      return (format === 'month_long' ? MONTH_LONG : MONTH_SHORT).format(date);
    case 'quarter':
      return `Q${String(Math.floor(date.getUTCMonth() / 3) + 1)} ${String(date.getUTCFullYear())}`;
    case 'year':
      return String(date.getUTCFullYear());
    default:
      if (format === 'iso_date') return iso.slice(0, 10);
      return (format === 'short_date' ? SHORT_DATE : LONG_DATE).format(date);
  }
}

/**
 * A cyclic bucket's name in the aggregation's format: the server names an hour of the day
 * '14:00' and a day of the week 'Monday'; '12-hour' makes the first '2 PM', 'Short weekday' the
 * second 'Mon'. Any other bucket is its own name.
 */
export function cyclicLabel(bucket: string, aggregation: Aggregation | undefined): string {
  if (aggregation?.unit === 'hour_in_day' && aggregation.format === 'hour_12') {
    const hour = /^(\d{2}):00$/.exec(bucket)?.[1];
    if (hour === undefined) return bucket;
    const h = Number(hour);
    return `${String(h % 12 || 12)} ${h < 12 ? 'AM' : 'PM'}`;
  }
  if (aggregation?.unit === 'day_in_week' && aggregation.format === 'weekday_short') return bucket.slice(0, 3);
  return bucket;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A table cell as read: a timestamp (an asset's last seen) as a date and time in UTC, anything else as it is. */
export function cellText<T>(value: T): T | string {
  return typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value)) ? `${DATE_TIME.format(new Date(value))} UTC` : value;
}
