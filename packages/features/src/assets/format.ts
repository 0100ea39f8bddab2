import { ASSETS_MESSAGES as M } from './assets.messages';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An ISO instant as `2026-11-01 09:30 UTC`: the same on every machine (the server's times are UTC). */
export function formatInstant(iso: string): string {
  return ISO_INSTANT.test(iso) ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : iso;
}

/** A field's value as text: lists joined, booleans as Yes/No, instants in UTC, nothing as a dash. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return M.none;
  if (Array.isArray(value)) return value.length === 0 ? M.none : value.map(formatValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return formatInstant(value);
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return JSON.stringify(value);
}
