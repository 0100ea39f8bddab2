import { describe, expect, it } from 'vitest';
import { cellText, cyclicLabel, dateLabel } from './dateLabels';

describe('date labels', () => {
  const monday = '2026-11-23T00:00:00.000Z';

  it('names days in the long date by default, and in the short or ISO format when chosen', () => {
    expect(dateLabel(monday, undefined)).toBe('Nov 23, 2026');
    expect(dateLabel(monday, { unit: 'day', format: 'long_date' })).toBe('Nov 23, 2026');
    expect(dateLabel(monday, { unit: 'day', format: 'short_date' })).toBe('Nov 23');
    expect(dateLabel(monday, { unit: 'day', format: 'iso_date' })).toBe('2026-11-23');
  });

  it('names hours, weeks, months, quarters and years in UTC', () => {
    expect(dateLabel('2026-11-23T14:00:00.000Z', { unit: 'hour', format: 'hour_24' })).toBe('Nov 23, 14:00');
    expect(dateLabel('2026-11-23T14:00:00.000Z', { unit: 'hour', format: 'hour_12' })).toBe('Nov 23, 2 PM');
    expect(dateLabel(monday, { unit: 'week', format: 'week_number' })).toBe('W48 2026');
    expect(dateLabel(monday, { unit: 'week', format: 'week_start' })).toBe('Nov 23, 2026');
    // The first days of January can belong to the last ISO week of the year before.
    expect(dateLabel('2027-01-01T00:00:00.000Z', { unit: 'week', format: 'week_number' })).toBe('W53 2026');
    expect(dateLabel('2026-11-01T00:00:00.000Z', { unit: 'month', format: 'month_long' })).toBe('November 2026');
    expect(dateLabel('2026-11-01T00:00:00.000Z', { unit: 'month', format: 'month_short' })).toBe('Nov 2026');
    expect(dateLabel('2026-10-01T00:00:00.000Z', { unit: 'quarter', format: 'quarter' })).toBe('Q4 2026');
    expect(dateLabel('2026-01-01T00:00:00.000Z', { unit: 'year', format: 'year' })).toBe('2026');
  });

  it('keeps what is not a date as it is', () => {
    expect(dateLabel('Monday', undefined)).toBe('Monday');
  });

  it('shows timestamps in table cells as a date and time, and other values as they are', () => {
    expect(cellText('2026-11-27T22:04:32.796Z')).toBe('Nov 27, 2026, 10:04 PM UTC');
    expect(cellText('2024-11-12')).toBe('2024-11-12');
    expect(cellText('vm-dc-1rp2y')).toBe('vm-dc-1rp2y');
    expect(cellText(9.3)).toBe(9.3);
    expect(cellText(null)).toBeNull();
  });
});

describe('cyclicLabel', () => {
  it("names an hour of the day in 12-hour form and a weekday short, as the wizard's format options say", () => {
    expect(cyclicLabel('00:00', { unit: 'hour_in_day', format: 'hour_12' })).toBe('12 AM');
    expect(cyclicLabel('14:00', { unit: 'hour_in_day', format: 'hour_12' })).toBe('2 PM');
    expect(cyclicLabel('14:00', { unit: 'hour_in_day', format: 'hour_24' })).toBe('14:00');
    expect(cyclicLabel('Thursday', { unit: 'day_in_week', format: 'weekday_short' })).toBe('Thu');
    expect(cyclicLabel('Thursday', { unit: 'day_in_week' })).toBe('Thursday');
    expect(cyclicLabel('Windows', undefined)).toBe('Windows');
  });
});
