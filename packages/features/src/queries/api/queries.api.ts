import {
  ApiError,
  unwrap,
  unwrapAttributes,
  type ApiClient,
  type PageMeta,
  type QueryDiffReply,
  type QueryFilter,
  type QueryFolder,
  type QueryFolderWrite,
  type QueryPreviewAsset,
  type QueryUsage,
  type QueryVersion,
  type SavedQuery,
  type SavedQueryCreate,
  type SavedQueryUpdate,
} from '@vigil/openapi';
import { QUERIES_PAGE_SIZE, QUERY_PREVIEW_SIZE, QUERY_VERSIONS_PAGE_SIZE, type QueryKind } from '../queries.constants';

// GET /data_fields has its function in the top bar's api (fetchDataFields), whose slice keeps the fields.

/** The list's query: what the user filtered on, and the cursor of the page after the last one shown. */
export interface SavedQueriesQuery {
  search: string;
  sort: string;
  kind: QueryKind;
  entity: string | null;
  /** A folder's id, `root` for the queries in no folder, null for all. */
  folderId: string | null;
  cursor: string | null;
  /** Queries per page; QUERIES_PAGE_SIZE when absent. */
  size?: number;
}

/** One page of a cursor-paged list. */
export interface CursorPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

const page = <T>({ data, meta }: { data: T[]; meta: PageMeta }): CursorPage<T> => ({ items: data, total: meta.total, nextCursor: meta.next_cursor });

/** GET /queries: one page of the saved queries the caller may see. */
export async function listSavedQueries(client: ApiClient, query: SavedQueriesQuery, signal?: AbortSignal): Promise<CursorPage<SavedQuery>> {
  const params = {
    size: query.size ?? QUERIES_PAGE_SIZE,
    sort: query.sort,
    ...(query.search ? { search: query.search } : {}),
    ...(query.kind !== 'all' ? { kind: query.kind } : {}),
    ...(query.entity ? { entity_type: query.entity } : {}),
    ...(query.folderId ? { folder_id: query.folderId } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  return page(await unwrap(client.GET('/queries', { params: { query: params }, signal })));
}

/** POST /queries: a new query, saved as its first version. */
export function createSavedQuery(client: ApiClient, body: SavedQueryCreate): Promise<SavedQuery> {
  return unwrapAttributes(client.POST('/queries', { body }));
}

/** GET /queries/{queryId}. */
export function getSavedQuery(client: ApiClient, queryId: string): Promise<SavedQuery> {
  return unwrapAttributes(client.GET('/queries/{queryId}', { params: { path: { queryId } } }));
}

/** PUT /queries/{queryId}: `base_version` makes a newer save by someone else a 409. */
export function updateSavedQuery(client: ApiClient, queryId: string, body: SavedQueryUpdate): Promise<SavedQuery> {
  return unwrapAttributes(client.PUT('/queries/{queryId}', { params: { path: { queryId } }, body }));
}

/** What a delete came to: gone, or refused because charts or campaigns use the query. */
export type DeleteQueryOutcome = { kind: 'deleted' } | { kind: 'in-use'; usedBy: QueryUsage[]; message: string };

/** DELETE /queries/{queryId}: a 409 names what uses the query, unless `force`. */
export async function deleteSavedQuery(client: ApiClient, queryId: string, force: boolean): Promise<DeleteQueryOutcome> {
  const { error, response } = await client.DELETE('/queries/{queryId}', {
    params: { path: { queryId }, query: force ? { force: true } : {} },
  });
  if (response.ok) return { kind: 'deleted' };
  if (response.status === 409 && error && 'used_by' in error) return { kind: 'in-use', usedBy: error.used_by, message: error.message };
  throw ApiError.fromReply(response, error);
}

/** POST /queries/{queryId}/duplicate: a copy the caller owns ("Copy of ..." unless named). */
export function duplicateSavedQuery(client: ApiClient, queryId: string, name?: string): Promise<SavedQuery> {
  return unwrapAttributes(client.POST('/queries/{queryId}/duplicate', { params: { path: { queryId } }, body: name ? { name } : {} }));
}

/** PUT /queries/move_to_folder: how many queries moved. */
export async function moveSavedQueries(client: ApiClient, ids: string[], folderId: string | null): Promise<number> {
  return (await unwrapAttributes(client.PUT('/queries/move_to_folder', { body: { ids, folder_id: folderId } }))).moved;
}

/** GET /queries/{queryId}/used_by: the charts and campaigns that use the query. */
export async function getSavedQueryUsage(client: ApiClient, queryId: string): Promise<QueryUsage[]> {
  return (await unwrap(client.GET('/queries/{queryId}/used_by', { params: { path: { queryId } } }))).data;
}

/** GET /query_folders: every folder (a tree by parent_id). */
export async function listQueryFolders(client: ApiClient): Promise<QueryFolder[]> {
  return (await unwrap(client.GET('/query_folders'))).data;
}

/** POST /query_folders. */
export function createQueryFolder(client: ApiClient, body: QueryFolderWrite): Promise<QueryFolder> {
  return unwrapAttributes(client.POST('/query_folders', { body }));
}

/** PUT /query_folders/{folderId}: rename or move a folder. */
export function updateQueryFolder(client: ApiClient, folderId: string, body: QueryFolderWrite): Promise<QueryFolder> {
  return unwrapAttributes(client.PUT('/query_folders/{folderId}', { params: { path: { folderId } }, body }));
}

/** DELETE /query_folders/{folderId}: an empty folder only (409 otherwise). */
export async function deleteQueryFolder(client: ApiClient, folderId: string): Promise<void> {
  const { error, response } = await client.DELETE('/query_folders/{folderId}', { params: { path: { folderId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** A filter to run: over an entity, inline (the editor's draft). */
export interface QueryRun {
  entity: string;
  filter: QueryFilter;
}

/** The counts of a filter: the whole, and with `perNode` each condition and group alone by path. */
export interface QueryCounts {
  count: number;
  nodes: Record<string, number>;
}

/** POST /queries/count; `signal` cancels a count a newer draft made pointless. */
export function countQuery(client: ApiClient, run: QueryRun, perNode: boolean, signal?: AbortSignal): Promise<QueryCounts> {
  return unwrapAttributes(client.POST('/queries/count', { body: { ...run, per_node: perNode }, signal }));
}

/** POST /queries/preview: the first page of matching assets, newest update first. */
export async function previewQuery(client: ApiClient, run: QueryRun, signal?: AbortSignal): Promise<CursorPage<QueryPreviewAsset>> {
  return page(await unwrap(client.POST('/queries/preview', { body: { ...run, size: QUERY_PREVIEW_SIZE }, signal })));
}

/** GET /queries/{queryId}/versions: one page, newest first. */
export async function listSavedQueryVersions(client: ApiClient, queryId: string, cursor: string | null): Promise<CursorPage<QueryVersion>> {
  const query = { size: QUERY_VERSIONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return page(await unwrap(client.GET('/queries/{queryId}/versions', { params: { path: { queryId }, query } })));
}

/** GET /queries/{queryId}/versions/{version}. */
export function getSavedQueryVersion(client: ApiClient, queryId: string, version: number): Promise<QueryVersion> {
  return unwrapAttributes(client.GET('/queries/{queryId}/versions/{version}', { params: { path: { queryId, version } } }));
}

/** The changes from one version to another. */
export type QueryDiff = QueryDiffReply['data']['attributes'];

/** GET /queries/{queryId}/diff?from&to. */
export function diffSavedQueryVersions(client: ApiClient, queryId: string, from: number, to: number, signal?: AbortSignal): Promise<QueryDiff> {
  return unwrapAttributes(client.GET('/queries/{queryId}/diff', { params: { path: { queryId }, query: { from, to } }, signal }));
}
