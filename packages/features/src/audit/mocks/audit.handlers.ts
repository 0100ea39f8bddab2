import { delay } from 'msw';
import type { AuditEntry } from '@vigil/openapi';
import { apiHttp } from '@vigil/openapi/mocks';
import type { AuditAction } from '../api/audit.api';
import { auditActionsFixture, auditEntriesFixture } from '../fixtures/audit';

export interface AuditServerOptions {
  /** The entries the server holds, newest first. @default auditEntriesFixture */
  entries?: AuditEntry[];
  /** @default auditActionsFixture */
  actions?: AuditAction[];
  /** The console's users GET settings/users lists; absent: it answers 403 (a caller with Audit/View only). */
  users?: { uuid: string; user_name: string }[];
  /** GET /audit never answers. */
  listPending?: boolean;
  /** GET /audit answers 500. */
  failList?: boolean;
  /** GET /audit/export answers 500. */
  failExport?: boolean;
  /** Hears each call as `METHOD /path?query`. */
  record?: (call: string) => void;
}

const error = (status: number, message: string) => ({ status, message });

/** The entries the contract's filters select (user, action or area prefix, from inclusive, to exclusive, names). */
function matching(entries: readonly AuditEntry[], query: URLSearchParams): AuditEntry[] {
  const user = query.get('user');
  const action = query.get('action');
  const from = query.get('from');
  const to = query.get('to');
  const search = query.get('search')?.toLowerCase();
  return entries.filter(
    (entry) =>
      (!user || entry.actor_uuid === user) &&
      (!action || (action.endsWith('.') ? entry.action.startsWith(action) : entry.action === action)) &&
      (!from || entry.at >= new Date(from).toISOString()) &&
      (!to || entry.at < new Date(to).toISOString()) &&
      (!search || [entry.actor_name, entry.target_name ?? ''].some((name) => name.toLowerCase().includes(search))),
  );
}

/** An in-memory audit log: entries filtered and cursor-paged (the cursor is an offset here), CSV export, the catalogue. */
export function auditHandlers({
  entries = auditEntriesFixture,
  actions = auditActionsFixture,
  users,
  listPending = false,
  failList = false,
  failExport = false,
  record,
}: AuditServerOptions = {}) {
  const call = (request: Request) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
  };
  return [
    apiHttp.get('/audit', async ({ request, response }) => {
      call(request);
      if (listPending) await delay('infinite');
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const selected = matching(entries, query);
      const next = offset + size < selected.length ? String(offset + size) : null;
      return response(200).json({ data: selected.slice(offset, offset + size), meta: { page: Math.floor(offset / size), size, total: selected.length, next_cursor: next } });
    }),
    apiHttp.get('/audit/export', ({ request, response }) => {
      call(request);
      if (failExport) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const rows = matching(entries, new URL(request.url).searchParams).map((entry) => [entry.at, entry.actor_name, entry.action, entry.target_name ?? ''].join(','));
      const csv = ['at,actor,action,target_name', ...rows].join('\r\n') + '\r\n';
      return response(200).text(csv, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="audit.csv"' } });
    }),
    apiHttp.get('/audit/actions', ({ request, response }) => {
      call(request);
      return response(200).json({ data: actions });
    }),
    apiHttp.get('/settings/users', ({ request, response }) => {
      call(request);
      if (!users) return response(403).json(error(403, 'You do not have the permissions for this: it needs View on Settings.'));
      const now = '2026-11-01T00:00:00.000Z';
      const data = users.map(({ uuid, user_name }) => ({
        uuid,
        user_name,
        first_name: '',
        last_name: '',
        email: null,
        source: 'internal',
        role_id: 'role-viewer',
        role_name: 'Viewer',
        data_scope_id: null,
        last_updated: now,
        last_login: null,
      }));
      return response(200).json({ data, meta: { page: 0, size: data.length, total: data.length, next_cursor: null } });
    }),
  ];
}
