import {
  ApiError,
  unwrap,
  unwrapAttributes,
  type ApiClient,
  type AssetAsOfReply,
  type AssetColumnsReply,
  type AssetDetail,
  type AssetPage,
  type InvestigationEvent,
  type QueryFilter,
} from '@vigil/openapi';
import { ASSETS_PAGE_SIZE, INVESTIGATION_PAGE_SIZE } from '../assets.constants';

/** What selects a list: the entity type, a saved query or an inline filter, and the sort. */
export interface AssetView {
  entity: string;
  queryId: string | null;
  filter: QueryFilter | null;
  sort: string;
}

const viewParams = ({ queryId, filter, sort }: AssetView) => ({
  sort,
  ...(queryId ? { query_id: queryId } : {}),
  ...(filter ? { filter: JSON.stringify(filter) } : {}),
});

/** A page of a list, or `unchanged` when the server answered 304 to the ETag held. */
export type AssetPageOutcome = { kind: 'page'; page: AssetPage; etag: string | null } | { kind: 'unchanged' };

/** GET /assets/{entity}: one page (the caller's kept columns); `etag` makes an unchanged page a 304. */
export async function listAssets(
  client: ApiClient,
  view: AssetView,
  cursor: string | null,
  etag: string | null,
  signal?: AbortSignal,
): Promise<AssetPageOutcome> {
  const { data, error, response } = await client.GET('/assets/{entity}', {
    params: {
      path: { entity: view.entity },
      query: { ...viewParams(view), size: ASSETS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      header: etag ? { 'If-None-Match': etag } : {},
    },
    signal,
  });
  if (response.status === 304) return { kind: 'unchanged' };
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  return { kind: 'page', page: data, etag: response.headers.get('ETag') };
}

/** The caller's columns and every column the type offers. */
export type AssetColumns = AssetColumnsReply['data']['attributes'];

/** GET /assets/{entity}/columns. */
export function getAssetColumns(client: ApiClient, entity: string, signal?: AbortSignal): Promise<AssetColumns> {
  return unwrapAttributes(client.GET('/assets/{entity}/columns', { params: { path: { entity } }, signal }));
}

/** PUT /assets/{entity}/columns: kept for the caller; an empty list puts the defaults back. */
export function setAssetColumns(client: ApiClient, entity: string, columns: string[]): Promise<AssetColumns> {
  return unwrapAttributes(client.PUT('/assets/{entity}/columns', { params: { path: { entity } }, body: { columns } }));
}

/** The export's stream: its body, the rows to come (X-Total-Count) and the server's file name. */
export interface AssetExportStream {
  body: ReadableStream<Uint8Array>;
  total: number | null;
  fileName: string;
}

/** `attachment; filename="devices-2026-11-01.csv"` -> the file name; else `<entity>.csv`. */
export function exportFileName(disposition: string | null, entity: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `${entity}.csv`;
}

/** GET /assets/{entity}/export: the CSV as a stream; aborting `signal` cancels it. */
export async function exportAssetsCsv(client: ApiClient, view: AssetView, signal: AbortSignal): Promise<AssetExportStream> {
  const { data, error, response } = await client.GET('/assets/{entity}/export', {
    params: { path: { entity: view.entity }, query: viewParams(view) },
    parseAs: 'stream',
    signal,
  });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  const total = Number(response.headers.get('X-Total-Count'));
  return {
    body: data,
    total: response.headers.has('X-Total-Count') && Number.isFinite(total) ? total : null,
    fileName: exportFileName(response.headers.get('Content-Disposition'), view.entity),
  };
}

/** GET /assets/{entity}/{id}. */
export function getAsset(client: ApiClient, entity: string, id: string, signal?: AbortSignal): Promise<AssetDetail> {
  return unwrapAttributes(client.GET('/assets/{entity}/{id}', { params: { path: { entity, id } }, signal }));
}

/** The asset's fields at an instant, with what changed since. */
export type AssetAsOf = AssetAsOfReply['data']['attributes'];

/** GET /assets/{entity}/{id}/as_of?at. */
export function getAssetAsOf(client: ApiClient, entity: string, id: string, at: string, signal?: AbortSignal): Promise<AssetAsOf> {
  return unwrapAttributes(client.GET('/assets/{entity}/{id}/as_of', { params: { path: { entity, id }, query: { at } }, signal }));
}

/** POST /global_search/recent: the asset as recently viewed. */
export async function addRecentlyViewedAsset(client: ApiClient, entity: string, id: string): Promise<void> {
  await unwrap(client.POST('/global_search/recent', { body: { kind: 'viewed', entity_type: entity, asset_id: id } }));
}

/** What the investigation table shows: a range, and optionally event types and one field. */
export interface InvestigationFilters {
  /** ISO instants. */
  dateFrom: string;
  dateTo: string;
  eventTypes: string[];
  field: string | null;
}

/** One page of events, newest first. */
export interface InvestigationPage {
  events: InvestigationEvent[];
  total: number;
  nextCursor: string | null;
}

/** GET /assets/{entity}/{id}/investigation: one page, newest first. */
export async function listInvestigationEvents(
  client: ApiClient,
  entity: string,
  id: string,
  filters: InvestigationFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InvestigationPage> {
  const query = {
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    sort: '-timestamp',
    size: INVESTIGATION_PAGE_SIZE,
    ...(filters.eventTypes.length > 0 ? { event_type: filters.eventTypes } : {}),
    ...(filters.field ? { field: filters.field } : {}),
    ...(cursor ? { cursor } : {}),
  };
  const { data, meta } = await unwrap(client.GET('/assets/{entity}/{id}/investigation', { params: { path: { entity, id }, query }, signal }));
  return { events: data, total: meta.total, nextCursor: meta.next_cursor };
}
