import type { AdapterConnectionStatus, AdapterDetails, AdapterSummary, Connection, ConnectionTest, DiscoveryRun, ErrorDetail, FetchHistoryEntry } from '@vigil/openapi';
import { apiHttp, attributesReply, buildDiscoveryLifecycle, FIXTURE_NOW } from '@vigil/openapi/mocks';
import {
  adapterDetailsFixtures,
  adapterSummariesFixture,
  connectionId,
  connectionsFixture,
  discoveryRunsFixture,
  fetchHistoryFixture,
} from '../fixtures/adapters';
import { vaultsFixture } from '../../vaults/fixtures/vaults';

export interface AdaptersServerOptions {
  adapters?: AdapterSummary[];
  details?: AdapterDetails[];
  connections?: Connection[];
  history?: FetchHistoryEntry[];
  runs?: DiscoveryRun[];
  /** GET adapters answers 500. */
  failCatalogue?: boolean;
  /** POST and PATCH connections answer 400 with these details. */
  saveRefusal?: ErrorDetail[];
  /** The outcome of a test: ok (connected) or refused (disconnected). @default true */
  testOk?: boolean;
  /** POST connections/{id}/fetch answers 409 (a run is not done); otherwise the connection is fetched (connected, last fetch now). */
  runBusy?: boolean;
  /** PUT connections/{id}/file answers 413 (the file is too large). */
  fileTooLarge?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string, details?: ErrorDetail[]) => ({ status, message, ...(details ? { details } : {}) });
const notFound = () => error(404, 'No such connection.');

/** A cursor page of `items` (the cursor is the offset). */
function page<T>(items: T[], query: URLSearchParams) {
  const size = Number(query.get('size') ?? 20);
  const offset = Number(query.get('cursor') ?? 0);
  const next = offset + size < items.length ? String(offset + size) : null;
  return { data: items.slice(offset, offset + size), meta: { page: 0, size, total: items.length, next_cursor: next } };
}

/** An in-memory Adapters server: catalogue, adapters, connections (add, change, test, fetch now, file, delete), fetch and discovery history, vaults. */
export function adaptersHandlers({
  adapters = adapterSummariesFixture,
  details = adapterDetailsFixtures,
  connections: initial = connectionsFixture,
  history = fetchHistoryFixture,
  runs = discoveryRunsFixture,
  failCatalogue = false,
  saveRefusal,
  testOk = true,
  runBusy = false,
  fileTooLarge = false,
  record,
}: AdaptersServerOptions = {}) {
  const connections = initial.map((item) => structuredClone(item));
  let added = 100;
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const find = (id: string) => connections.find((item) => item.id === id);

  return [
    apiHttp.get('/adapters', ({ request, response }) => {
      call(request);
      if (failCatalogue) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const search = (query.get('search') ?? '').toLowerCase();
      return response(200).json(page(adapters.filter((item) => item.title.toLowerCase().includes(search)), query));
    }),
    apiHttp.get('/adapters/{module}', ({ request, params, response }) => {
      call(request);
      const adapter = details.find((item) => item.module === params.module);
      if (!adapter) return response(404).json(error(404, 'No such adapter.'));
      return response(200).json(attributesReply(adapter));
    }),
    apiHttp.get('/connections', ({ request, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const search = (query.get('search') ?? '').toLowerCase();
      const matches = connections.filter(
        (item) =>
          (!query.get('adapter') || item.adapter === query.get('adapter')) &&
          (!query.get('status') || item.status === (query.get('status') as AdapterConnectionStatus)) &&
          item.label.toLowerCase().includes(search),
      );
      return response(200).json(page(matches, query));
    }),
    apiHttp.post('/connections', async ({ request, response }) => {
      const body = await request.json();
      call(request, body);
      if (saveRefusal) return response(400).json(error(400, 'The connection was not saved: check the fields named.', saveRefusal));
      const adapter = details.find((item) => item.module === body.adapter);
      if (!adapter) return response(404).json(error(404, 'No such adapter.'));
      const fieldsSet = body.credentials?.source === 'entered' ? Object.keys(body.credentials.values) : [];
      const created: Connection = {
        id: connectionId(++added),
        adapter: adapter.module,
        adapter_title: adapter.title,
        label: body.label,
        status: 'never_connected',
        config: body.config,
        credentials: body.credentials?.source === 'entered' ? { source: 'entered', fields_set: fieldsSet } : (body.credentials ?? { source: 'none' }),
        error: null,
        last_fetch_at: null,
        created_at: FIXTURE_NOW,
        file: null,
      };
      connections.push(created);
      return response(201).json(attributesReply(created));
    }),
    apiHttp.patch('/connections/{connection_id}', async ({ request, params, response }) => {
      const body = await request.json();
      call(request, body);
      const item = find(params.connection_id);
      if (!item) return response(404).json(notFound());
      if (saveRefusal) return response(400).json(error(400, 'The connection was not saved: check the fields named.', saveRefusal));
      Object.assign(item, { ...(body.label ? { label: body.label } : {}), ...(body.config ? { config: body.config } : {}) });
      return response(200).json(attributesReply(item));
    }),
    apiHttp.delete('/connections/{connection_id}', ({ request, params, response }) => {
      call(request);
      const index = connections.findIndex((item) => item.id === params.connection_id);
      if (index < 0) return response(404).json(notFound());
      connections.splice(index, 1);
      return response(204).empty();
    }),
    apiHttp.post('/connections/{connection_id}/test', ({ request, params, response }) => {
      call(request);
      const item = find(params.connection_id);
      if (!item) return response(404).json(notFound());
      item.status = testOk ? 'connected' : 'disconnected';
      const result: ConnectionTest = testOk
        ? { ok: true, status: item.status, message: 'Fetched the first page.', fetched: { devices: 50, users: 50 }, duration_ms: 640 }
        : { ok: false, status: item.status, message: 'The server refused the bind: invalid credentials.', fetched: {}, duration_ms: 120 };
      return response(200).json(attributesReply(result));
    }),
    apiHttp.post('/connections/{connection_id}/fetch', ({ request, params, response }) => {
      call(request);
      const item = find(params.connection_id);
      if (!item) return response(404).json(notFound());
      if (runBusy) return response(409).json(error(409, 'A discovery run is in progress; fetch again when it is done.'));
      // The run's outcome lands at once: the views show it when they refetch (after the lifecycle is done).
      item.status = 'connected';
      item.error = null;
      item.last_fetch_at = FIXTURE_NOW;
      return response(202).json(attributesReply(buildDiscoveryLifecycle()));
    }),
    apiHttp.put('/connections/{connection_id}/file', async ({ request, params, response }) => {
      const size = (await request.arrayBuffer()).byteLength;
      call(request);
      const item = find(params.connection_id);
      if (!item) return response(404).json(notFound());
      if (fileTooLarge) return response(413).json(error(413, 'The file is larger than 100 MiB.'));
      item.file = { name: new URL(request.url).searchParams.get('name') ?? 'file', size, uploaded_at: FIXTURE_NOW };
      return response(200).json(attributesReply(item));
    }),
    apiHttp.get('/fetch_history', ({ request, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const only = query.get('connection_id');
      return response(200).json(page(history.filter((item) => !only || item.connection_id === only), query));
    }),
    apiHttp.get('/dashboard/discovery/history', ({ request, response }) => {
      call(request);
      return response(200).json({ data: runs, meta: { page: 0, size: runs.length, total: runs.length, next_cursor: null } });
    }),
    apiHttp.get('/vaults', ({ request, response }) => {
      call(request);
      return response(200).json({ data: vaultsFixture() });
    }),
  ];
}
