import { formatChartNumber } from './chartFormat';

/** Direction of a figure's net change against its previous value. */
export type NetChangeTone = 'increase' | 'decrease' | 'same';

/** Says whether a figure went up, down or stayed the same since its previous value. */
export function netChangeTone(previous: number, current: number): NetChangeTone {
  if (current > previous) return 'increase';
  if (current < previous) return 'decrease';
  return 'same';
}

function signed(n: number): string {
  return n > 0 ? `+${formatChartNumber(n)}` : formatChartNumber(n);
}

/**
 * A figure's net change as it is read: '+113 (+5.1%) since previous', or 'No change since
 * previous'. The change of a percentage is in percentage points ('+2.5 pp (+10%)').
 */
export function netChangeText(previous: number, current: number, changeLabel: string, unit?: '%'): string {
  const delta = current - previous;
  if (delta === 0) return `No change ${changeLabel}`;
  const relative = previous ? ` (${signed(Math.round((delta / Math.abs(previous)) * 1000) / 10)}%)` : '';
  return `${signed(delta)}${unit === '%' ? ' pp' : ''}${relative} ${changeLabel}`;
}
