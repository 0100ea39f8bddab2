import { unwrap, type ApiClient, type AuditActionList, type AuditEntry, type UserListItem } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import { AUDIT_PAGE_SIZE, AUDIT_USER_OPTIONS_SIZE } from '../audit.constants';

/** One action of the catalogue: `area.verb`, its label and the area it is grouped under. */
export type AuditAction = AuditActionList['data'][number];

/** What the page filters by; days are `yyyy-mm-dd` (the console's date pickers), both included. */
export interface AuditFilters {
  /** The acting user. */
  user: { uuid: string; name: string } | null;
  /** An action, or an area prefix ending in `.`. */
  action: string | null;
  fromDay: string | null;
  toDay: string | null;
  /** Matched against the actor's and the target's names. */
  search: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { user: null, action: null, fromDay: null, toDay: null, search: '' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day's start in UTC, as the contract's date-time. */
const dayStart = (day: string, plusDays = 0): string => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS).toISOString();

/**
 * The filters as the contract's query: the days become `from` (the first day's start) and `to` (the
 * day after the last, exclusive), in UTC like the times shown; empty filters are left out.
 */
export function auditQuery({ user, action, fromDay, toDay, search }: AuditFilters) {
  const text = search.trim();
  return {
    ...(user ? { user: user.uuid } : {}),
    ...(action ? { action } : {}),
    ...(fromDay ? { from: dayStart(fromDay) } : {}),
    ...(toDay ? { to: dayStart(toDay, 1) } : {}),
    ...(text ? { search: text } : {}),
  };
}

/** GET /audit: one page of entries, newest first; `cursor` continues after the page before. */
export async function listAuditEntries(client: ApiClient, filters: AuditFilters, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<AuditEntry>> {
  const query = { ...auditQuery(filters), size: AUDIT_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  const { data, meta } = await unwrap(client.GET('/audit', { params: { query }, signal }));
  return { items: data, total: meta.total, nextCursor: meta.next_cursor };
}

/** GET /audit/export: the entries the filters select, as a CSV file. */
export function exportAuditEntries(client: ApiClient, filters: AuditFilters): Promise<Blob> {
  return unwrap(client.GET('/audit/export', { params: { query: auditQuery(filters) }, parseAs: 'blob' }));
}

/** GET /audit/actions: every action the server records, grouped by area. */
export async function listAuditActions(client: ApiClient): Promise<AuditAction[]> {
  return (await unwrap(client.GET('/audit/actions'))).data;
}

/** GET settings/users: the console's users for the user filter (only for those who may see users). */
export async function listAuditUserOptions(client: ApiClient): Promise<Pick<UserListItem, 'uuid' | 'user_name'>[]> {
  const { data } = await unwrap(client.GET('/settings/users', { params: { query: { size: AUDIT_USER_OPTIONS_SIZE, sort: 'user_name' } } }));
  return data.map(({ uuid, user_name }) => ({ uuid, user_name }));
}
