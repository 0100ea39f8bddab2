// Fixed locale and time zone: the same figures on every machine (and in visual baselines).
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A value as the charts print it: grouped thousands, at most two decimals. */
export function formatChartNumber(value: number): string {
  return numberFormat.format(value);
}

/** A value with its unit when it has one ('%': the chart shows percentages). */
export function formatChartValue(value: number, unit?: '%'): string {
  return `${formatChartNumber(value)}${unit ?? ''}`;
}

/** A timestamp in ms as the charts print it (UTC, like the drawn axis). */
export function formatChartDate(timestampMs: number): string {
  return dateFormat.format(timestampMs);
}
