import {
  ApiError,
  unwrap,
  unwrapAttributes,
  type AdapterDetails,
  type AdapterSummary,
  type ApiClient,
  type AdapterConnectionStatus,
  type Connection,
  type ConnectionInput,
  type ConnectionPatch,
  type ConnectionTest,
  type DiscoveryRun,
  type FetchHistoryEntry,
} from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import { ADAPTERS_PAGE_SIZE, CONNECTIONS_PAGE_SIZE, DISCOVERY_RUNS_SHOWN, FETCH_HISTORY_PAGE_SIZE } from '../adapters.constants';

const cursorPage = <T>({ data, meta }: { data: T[]; meta: { total: number; next_cursor?: string | null } }): CursorPage<T> => ({
  items: data,
  total: meta.total,
  nextCursor: meta.next_cursor ?? null,
});

/** GET adapters: the catalogue (every adapter, with its connections per status). */
export async function listAdapters(client: ApiClient): Promise<AdapterSummary[]> {
  return (await unwrap(client.GET('/adapters', { params: { query: { size: ADAPTERS_PAGE_SIZE } } }))).data;
}

/** GET adapters/{module}: one adapter with its configuration schema and secret fields. */
export function getAdapter(client: ApiClient, module: string): Promise<AdapterDetails> {
  return unwrapAttributes(client.GET('/adapters/{module}', { params: { path: { module } } }));
}

export interface ConnectionFilter {
  adapter?: string | null;
  status?: AdapterConnectionStatus | null;
  search?: string;
}

/** GET connections: one page, filtered by adapter, status and search. */
export async function listConnections(client: ApiClient, filter: ConnectionFilter, cursor: string | null = null): Promise<CursorPage<Connection>> {
  const query = {
    size: CONNECTIONS_PAGE_SIZE,
    ...(filter.adapter ? { adapter: filter.adapter } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return cursorPage(await unwrap(client.GET('/connections', { params: { query } })));
}

/** POST connections: a new connection (never connected). */
export function createConnection(client: ApiClient, body: ConnectionInput): Promise<Connection> {
  return unwrapAttributes(client.POST('/connections', { body }));
}

/** PATCH connections/{id}: what is left out stays. */
export function updateConnection(client: ApiClient, connectionId: string, body: ConnectionPatch): Promise<Connection> {
  return unwrapAttributes(client.PATCH('/connections/{connection_id}', { params: { path: { connection_id: connectionId } }, body }));
}

/** DELETE connections/{id}. */
export async function deleteConnection(client: ApiClient, connectionId: string): Promise<void> {
  const { error, response } = await client.DELETE('/connections/{connection_id}', { params: { path: { connection_id: connectionId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** POST connections/{id}/test: one page fetched, nothing stored; the status is set. */
export function testConnection(client: ApiClient, connectionId: string): Promise<ConnectionTest> {
  return unwrapAttributes(client.POST('/connections/{connection_id}/test', { params: { path: { connection_id: connectionId } } }));
}

/** POST connections/{id}/fetch: a discovery run of this connection alone (409 while another runs). */
export async function fetchConnection(client: ApiClient, connectionId: string): Promise<void> {
  await unwrapAttributes(client.POST('/connections/{connection_id}/fetch', { params: { path: { connection_id: connectionId } } }));
}

/** PUT connections/{id}/file?name=: the file's bytes as the body. */
export function uploadConnectionFile(client: ApiClient, connectionId: string, file: File): Promise<Connection> {
  return unwrapAttributes(
    client.PUT('/connections/{connection_id}/file', {
      params: { path: { connection_id: connectionId }, query: { name: file.name } },
      body: file as unknown as string,
      bodySerializer: (body: unknown) => body as BodyInit,
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
  );
}

/** GET fetch_history: each run's fetch of each connection, newest first. */
export async function listFetchHistory(client: ApiClient, connectionId: string | null, cursor: string | null = null): Promise<CursorPage<FetchHistoryEntry>> {
  const query = { size: FETCH_HISTORY_PAGE_SIZE, ...(connectionId ? { connection_id: connectionId } : {}), ...(cursor ? { cursor } : {}) };
  return cursorPage(await unwrap(client.GET('/fetch_history', { params: { query } })));
}

/** GET dashboard/discovery/history: the latest runs with their phases. */
export async function listDiscoveryHistory(client: ApiClient): Promise<DiscoveryRun[]> {
  return (await unwrap(client.GET('/dashboard/discovery/history', { params: { query: { count: DISCOVERY_RUNS_SHOWN } } }))).data;
}
