import type { AuditEntry } from '@vigil/openapi';

/** Longest details summary a table row shows; the side panel shows everything. */
export const AUDIT_SUMMARY_MAX_CHARS = 80;

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as the log shows it, in UTC so every reader (and the CSV) agrees: `2026-11-20 09:15:00` (the page says UTC once). */
export function formatAuditTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${String(at.getUTCFullYear())}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** One value of the details as text: `from → to` for a change, lists joined, objects as JSON. */
export function detailValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(detailValue).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 2 && 'from' in record && 'to' in record) return `${detailValue(record['from'])} → ${detailValue(record['to'])}`;
    return JSON.stringify(value);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The details as lines of name and value, in their order. */
export const detailLines = (details: AuditEntry['details']): { name: string; value: string }[] =>
  Object.entries(details).map(([name, value]) => ({ name, value: detailValue(value) }));

/** The details in one short line for the table (cut at `max` characters with an ellipsis). */
export function detailsSummary(details: AuditEntry['details'], max = AUDIT_SUMMARY_MAX_CHARS): string {
  const text = detailLines(details)
    .map(({ name, value }) => `${name}: ${value}`)
    .join('; ');
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
