import {
  ApiError,
  unwrap,
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type Chart,
  type ChartCreate,
  type ChartData,
  type ChartLayout,
  type ChartUpdate,
  type DashboardImport,
  type DashboardImportReply,
  type DashboardManagementFilters,
  type DashboardSelection,
  type DashboardTemplate,
  type DashboardTemplateGroup,
  type DashboardTemplateType,
  type Space,
  type SpaceCreate,
  type SpaceExport,
  type SpaceUpdate,
} from '@vigil/openapi';
import { ALL_SPACES_SIZE, SPACES_PAGE_SIZE } from '../dashboards.constants';

/** The management list's query. */
export interface SpacesQuery {
  search: string;
  /** A field, `-` first for descending; empty for the caller's own order. */
  sort: string;
  /** Zero-based page. */
  page: number;
  /** A folder's id, or null for every space. */
  folderId: string | null;
  /** The management filters chosen (none: every space). */
  choices: SpaceFilterChoices;
}

/** One value chosen per management filter, or null for any. */
export interface SpaceFilterChoices {
  type: Space['type'] | null;
  access: Space['access'] | null;
  createdBy: string | null;
}

/**
 * The list's parameters of a search, folder and filter choices, which a selection of every match
 * takes as its `filters` too (the server reads both by the same names).
 */
export function matchingFilters(query: Pick<SpacesQuery, 'search' | 'folderId' | 'choices'>) {
  const { type, access, createdBy } = query.choices;
  return {
    ...(query.search ? { search: query.search } : {}),
    ...(query.folderId ? { folder_id: query.folderId } : {}),
    ...(type ? { types: [type] } : {}),
    ...(access ? { access: [access] } : {}),
    ...(createdBy !== null ? { created_by: [createdBy] } : {}),
  };
}

/** One page of the management list. */
export interface SpacesPage {
  items: Space[];
  total: number;
}

/** GET /dashboard (all_spaces): one page of the spaces the caller may see, sorted and searched. */
export async function listSpacesPage(client: ApiClient, query: SpacesQuery, signal?: AbortSignal): Promise<SpacesPage> {
  const params = {
    all_spaces: true,
    size: SPACES_PAGE_SIZE,
    page: query.page,
    ...(query.sort ? { sort: query.sort } : {}),
    ...matchingFilters(query),
  };
  const { data, meta } = await unwrap(client.GET('/dashboard', { params: { query: params }, signal }));
  return { items: data, total: meta.total };
}

/** GET /dashboard (all_spaces), page after page: the ids of every space matching the search, folder and filters. */
export async function listMatchingSpaceIds(client: ApiClient, query: Pick<SpacesQuery, 'search' | 'folderId' | 'choices'>): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 0; ; page += 1) {
    const params = { all_spaces: true, size: ALL_SPACES_SIZE, page, ...matchingFilters(query) };
    const { data, meta } = await unwrap(client.GET('/dashboard', { params: { query: params } }));
    ids.push(...data.map((space) => space.uuid));
    if (data.length === 0 || ids.length >= meta.total) return ids;
  }
}

/** GET /dashboard (all_spaces, no sort): every space the caller may see with its charts, in the caller's order (favourites first). */
export async function listAllSpaces(client: ApiClient, signal?: AbortSignal): Promise<Space[]> {
  return (await unwrap(client.GET('/dashboard', { params: { query: { all_spaces: true, size: ALL_SPACES_SIZE } }, signal }))).data;
}

/** POST /dashboard. */
export function createSpace(client: ApiClient, body: SpaceCreate): Promise<Space> {
  return unwrapAttributes(client.POST('/dashboard', { body }));
}

/** PUT /dashboard/{id}: name, sharing (with bulk_permission_change), filter, favourite. */
export function updateSpace(client: ApiClient, id: string, body: SpaceUpdate): Promise<Space> {
  return unwrapAttributes(client.PUT('/dashboard/{id}', { params: { path: { id } }, body }));
}

/** POST /dashboard/{id}/duplicate. */
export function duplicateSpace(client: ApiClient, id: string, name: string): Promise<Space> {
  return unwrapAttributes(client.POST('/dashboard/{id}/duplicate', { params: { path: { id } }, body: { name } }));
}

/** DELETE /dashboard/{id}. */
export async function deleteSpace(client: ApiClient, id: string): Promise<void> {
  const { error, response } = await client.DELETE('/dashboard/{id}', { params: { path: { id } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** DELETE /dashboard: the spaces of a selection; how many went. */
export async function deleteSpaces(client: ApiClient, selection: DashboardSelection): Promise<number> {
  return (await unwrapAttributes(client.DELETE('/dashboard', { body: selection }))).deleted;
}

/** POST /dashboard/{id}/refresh: the refresh's id. */
export async function refreshSpace(client: ApiClient, id: string): Promise<string> {
  return (await unwrapAttributes(client.POST('/dashboard/{id}/refresh', { params: { path: { id } } }))).refreshId;
}

/** PUT /dashboard/reorder/{id}: the space to `index` in the caller's order. */
export async function reorderSpace(client: ApiClient, id: string, index: number): Promise<void> {
  const { error, response } = await client.PUT('/dashboard/reorder/{id}', { params: { path: { id } }, body: { index } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** PUT /dashboard/move_to_folder (null: the top level). */
export async function moveSpacesToFolder(client: ApiClient, ids: string[], folderId: string | null): Promise<void> {
  const { error, response } = await client.PUT('/dashboard/move_to_folder', { body: { ids, folder_id: folderId } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET /dashboard/templates. */
export function listTemplates(client: ApiClient, group?: DashboardTemplateGroup, type?: DashboardTemplateType): Promise<DashboardTemplate[]> {
  const query = { ...(group ? { group } : {}), ...(type ? { type } : {}) };
  return unwrapValue(client.GET('/dashboard/templates', { params: { query } }));
}

/** PUT /dashboard/{id}/{templateId}: the space with the template's charts. */
export function applyTemplate(client: ApiClient, id: string, templateId: string): Promise<Space> {
  return unwrapAttributes(client.PUT('/dashboard/{id}/{templateId}', { params: { path: { id, templateId } } }));
}

/** What an import read or did. */
export type ImportResult = DashboardImportReply['data']['attributes'];

/** POST /dashboard/import (a dry run first, then with query_map). */
export function importSpaces(client: ApiClient, body: DashboardImport): Promise<ImportResult> {
  return unwrapAttributes(client.POST('/dashboard/import', { body }));
}

/** A file to hand to the user. */
export interface DownloadedFile {
  file: Blob;
  fileName: string;
}

/** `attachment; filename="x.json"` -> `x.json`; else `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** GET /dashboard/{id}/export: the JSON document as a file. */
export async function exportSpace(client: ApiClient, id: string, name: string): Promise<DownloadedFile> {
  const { data, error, response } = await client.GET('/dashboard/{id}/export', { params: { path: { id } } });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  const document: SpaceExport = data;
  return {
    file: new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
    fileName: attachmentName(response.headers.get('Content-Disposition'), `${name}.json`),
  };
}

/** POST /dashboard/export: the selected dashboards' documents as one JSON file. */
export async function exportSpaces(client: ApiClient, selection: DashboardSelection): Promise<DownloadedFile> {
  const { data, error, response } = await client.POST('/dashboard/export', { body: { selection } });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  return {
    file: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    fileName: attachmentName(response.headers.get('Content-Disposition'), 'dashboards.json'),
  };
}

/** POST /dashboard/export with as_template: the selected dashboards as a template zip (the import reads it back). */
export async function exportSpacesAsTemplate(client: ApiClient, selection: DashboardSelection, name: string): Promise<DownloadedFile> {
  const { data, error, response } = await client.POST('/dashboard/export', { body: { selection, as_template: true }, parseAs: 'blob' });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  return { file: data, fileName: attachmentName(response.headers.get('Content-Disposition'), `${name}.zip`) };
}

/** PUT /dashboard/{id}/reset: the dashboard back to the charts of the template it was made from. */
export function resetSpace(client: ApiClient, id: string): Promise<Space> {
  return unwrapAttributes(client.PUT('/dashboard/{id}/reset', { params: { path: { id } } }));
}

/** GET /dashboard/{id}/chart_data: every chart's data, or (`chartIds`) only those charts'. */
export async function getChartData(client: ApiClient, id: string, chartIds?: string[], signal?: AbortSignal): Promise<{ refreshId: string | null; charts: ChartData[] }> {
  const query = chartIds && chartIds.length > 0 ? { chart_id: chartIds } : {};
  const { refreshId, charts } = await unwrapAttributes(client.GET('/dashboard/{id}/chart_data', { params: { path: { id }, query }, signal }));
  return { refreshId, charts };
}

/** POST /dashboard/charts/{space}: a new chart. */
export function createChart(client: ApiClient, spaceId: string, body: ChartCreate): Promise<Chart> {
  return unwrapAttributes(client.POST('/dashboard/charts/{id}', { params: { path: { id: spaceId } }, body }));
}

/** PUT /dashboard/charts/{id} (also pins and unpins). */
export function updateChart(client: ApiClient, chartId: string, body: ChartUpdate): Promise<Chart> {
  return unwrapAttributes(client.PUT('/dashboard/charts/{id}', { params: { path: { id: chartId } }, body }));
}

/** DELETE /dashboard/charts/{id}. */
export async function deleteChart(client: ApiClient, chartId: string): Promise<void> {
  const { error, response } = await client.DELETE('/dashboard/charts/{id}', { params: { path: { id: chartId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** PUT /dashboard/charts/{id}/move: to `destination` (a space's uuid). */
export function moveChart(client: ApiClient, chartId: string, destination: string): Promise<Chart> {
  return unwrapAttributes(client.PUT('/dashboard/charts/{id}/move', { params: { path: { id: chartId } }, body: { destination_space: destination } }));
}

/** PUT /dashboard/charts/update_layouts: the layouts of a space's charts at once. */
export async function updateChartLayouts(client: ApiClient, spaceId: string, layouts: { id: string; layout: ChartLayout }[]): Promise<void> {
  const { error, response } = await client.PUT('/dashboard/charts/update_layouts', { body: { space: spaceId, layouts } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** GET /dashboard/charts/{id}/csv: the chart's data as a CSV file. */
export async function exportChartCsv(client: ApiClient, chartId: string, name: string): Promise<DownloadedFile> {
  const { data, error, response } = await client.GET('/dashboard/charts/{id}/csv', { params: { path: { id: chartId } }, parseAs: 'blob' });
  if (!response.ok || !data) throw ApiError.fromReply(response, error);
  return { file: data, fileName: attachmentName(response.headers.get('Content-Disposition'), `${name}.csv`) };
}

/** GET /dashboard/management/filters: the values the management list's filters offer. */
export async function fetchManagementFilters(client: ApiClient, signal?: AbortSignal): Promise<DashboardManagementFilters> {
  return unwrapAttributes(client.GET('/dashboard/management/filters', { signal }));
}
