import { delay, HttpResponse } from 'msw';
import type { AssetAsOf } from '../api/assets.api';
import type { AssetColumn, AssetRow, QueryFilter, QueryFilterCondition } from '@vigil/openapi';
import { apiHttp, attributesReply } from '@vigil/openapi/mocks';
import { savedQueriesFixture } from '../../queries/fixtures/queries';
import {
  assetColumnsFixture,
  assetDetailAt,
  assetIndexOf,
  assetRowAt,
  defaultAssetColumns,
  investigationEventsFor,
  investigationFieldOf,
} from '../fixtures/assets';

export interface AssetsServerOptions {
  /** Assets of each entity type (made from their index as asked for). @default 240 devices, 60 users, 40 software, 30 vulnerabilities */
  totals?: Partial<Record<string, number>>;
  /** Above this many matches `meta.total` is the cap and `total_capped` true. @default 10000 */
  totalCap?: number;
  /** Asset ids (and entity types) the caller cannot see: 404. */
  hidden?: string[];
  /** GET /assets/{entity} never answers (the loading state). */
  listPending?: boolean;
  /** GET /assets/{entity} answers 500. */
  failList?: boolean;
  /** Each 500-row chunk of the CSV export waits this long (ms). @default 0 */
  exportChunkDelayMs?: number;
  /** The investigation has no events. */
  noEvents?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
  /** Hears that the export's stream was cancelled by the client. */
  onExportAborted?: () => void;
}

const DEFAULT_TOTALS: Record<string, number> = { devices: 240, users: 60, software: 40, vulnerabilities: 30 };
/** A list of more assets than this is served in index order, unfiltered: a mock cannot sort a million. */
const MATERIALISED_MAX = 5000;
const EXPORT_CHUNK_ROWS = 500;

const problemReply = (status: number, message: string) => HttpResponse.json({ status, message }, { status });

const callOf = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`;
};

/** A cell's value as text (lists joined), for comparing and for the CSV. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join('; ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

function valueOf(row: AssetRow, field: string): unknown {
  return row.values[field] ?? (row as unknown as Record<string, unknown>)[field];
}

/** A part of the query engine's rules, enough for stories: text, equality and lists on the row's own fields. */
function conditionMatches(row: AssetRow, condition: QueryFilterCondition): boolean {
  const raw = valueOf(row, condition.field);
  const values = (Array.isArray(raw) ? raw : [raw]).map((item) => textOf(item).toLowerCase());
  const wanted = Array.isArray(condition.value) ? condition.value.map((item) => String(item).toLowerCase()) : [String(condition.value ?? '').toLowerCase()];
  const tests: Record<string, () => boolean> = {
    equals: () => values.some((value) => value === wanted[0]),
    in: () => values.some((value) => wanted.includes(value)),
    contains: () => values.some((value) => value.includes(wanted[0] ?? '')),
    starts_with: () => values.some((value) => value.startsWith(wanted[0] ?? '')),
    ends_with: () => values.some((value) => value.endsWith(wanted[0] ?? '')),
    exists: () => raw !== undefined && raw !== null && raw !== '',
  };
  const result = tests[condition.operator]?.() ?? true;
  return condition.not ? !result : result;
}

export function filterMatches(row: AssetRow, filter: QueryFilter): boolean {
  const parts = [...filter.conditions.map((condition) => conditionMatches(row, condition)), ...filter.groups.map((group) => filterMatches(row, group))];
  const result = parts.length === 0 || (filter.operator === 'and' ? parts.every(Boolean) : parts.some(Boolean));
  return filter.not ? !result : result;
}

function compareBy(field: string) {
  return (a: AssetRow, b: AssetRow) => {
    const left = valueOf(a, field);
    const right = valueOf(b, field);
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return textOf(left).localeCompare(textOf(right));
  };
}

/** A small, stable hash for ETags. */
function hash(text: string): string {
  let value = 0;
  for (let index = 0; index < text.length; index++) value = (value * 31 + text.charCodeAt(index)) | 0;
  return (value >>> 0).toString(16);
}

const csvCell = (value: unknown) => {
  const text = textOf(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * An in-memory assets server for stories and tests: lists by cursor with ETags and a capped total,
 * columns kept per entity type, the CSV export streamed in chunks, details, "as of", investigation
 * events and the recently viewed record.
 */
export function assetsHandlers(options: AssetsServerOptions = {}) {
  const { totalCap = 10_000, hidden = [], listPending = false, failList = false, exportChunkDelayMs = 0, noEvents = false, record, onExportAborted } = options;
  const totals = { ...DEFAULT_TOTALS, ...options.totals };
  const kept: Record<string, string[] | null> = {};
  const call = (request: Request, body?: unknown) => record?.(callOf(request), body);

  const columnsOf = (entity: string, names: string[] | null): AssetColumn[] => {
    const available = assetColumnsFixture[entity] ?? [];
    return (names ?? defaultAssetColumns[entity] ?? []).flatMap((name) => available.filter((item) => item.name === name));
  };
  const columnsReply = (entity: string) =>
    attributesReply({ entity, columns: columnsOf(entity, kept[entity] ?? null), available: assetColumnsFixture[entity] ?? [], is_default: !kept[entity] });

  /** The matching rows of a view, or null when the request is bad (an error reply instead). */
  function select(entity: string, query: URLSearchParams): { rows: (index: number) => AssetRow | undefined; count: number } | Response {
    const total = totals[entity] ?? 0;
    const sort = query.get('sort') ?? '-last_updated';
    const field = sort.replace(/^-/, '');
    if (!(assetColumnsFixture[entity] ?? []).some((item) => item.name === field && item.sortable)) return problemReply(400, `Cannot sort by ${field}`);
    let filters: QueryFilter[] = [];
    try {
      const text = query.get('filter');
      if (text) filters.push(JSON.parse(text) as QueryFilter);
    } catch {
      return problemReply(400, 'filter is not a QueryFilter');
    }
    const queryId = query.get('query_id');
    if (queryId) {
      const saved = savedQueriesFixture.find((item) => item.id === queryId && item.entity === entity);
      if (!saved) return problemReply(404, 'Not Found');
      filters = [...filters, saved.filter];
    }
    if (total > MATERIALISED_MAX) return { rows: (index) => (index < total ? assetRowAt(entity, index + 1) : undefined), count: total };
    const all = Array.from({ length: total }, (_, index) => assetRowAt(entity, index + 1)).filter((row) => filters.every((filter) => filterMatches(row, filter)));
    // Index order is newest update first: -last_updated needs no sort.
    if (sort !== '-last_updated') {
      all.sort(compareBy(field));
      if (sort.startsWith('-')) all.reverse();
    }
    return { rows: (index) => all[index], count: all.length };
  }

  return [
    apiHttp.get('/assets/{entity}/columns', ({ request, params, response }) => {
      call(request);
      if (!assetColumnsFixture[params.entity]) return response.untyped(problemReply(404, 'Not Found'));
      return response(200).json(columnsReply(params.entity));
    }),
    apiHttp.put('/assets/{entity}/columns', async ({ request, params, response }) => {
      const body = await request.json();
      call(request, body);
      const available = assetColumnsFixture[params.entity];
      if (!available) return response.untyped(problemReply(404, 'Not Found'));
      if (body.columns.some((name) => !available.some((item) => item.name === name))) return response.untyped(problemReply(400, 'Unknown column'));
      kept[params.entity] = body.columns.length > 0 ? body.columns : null;
      return response(200).json(columnsReply(params.entity));
    }),
    apiHttp.get('/assets/{entity}/export', ({ request, params, response }) => {
      call(request);
      const { entity } = params;
      if (!assetColumnsFixture[entity] || hidden.includes(entity)) return response.untyped(problemReply(404, 'Not Found'));
      const selected = select(entity, new URL(request.url).searchParams);
      if (selected instanceof Response) return response.untyped(selected);
      const columns = columnsOf(entity, kept[entity] ?? null);
      const encoder = new TextEncoder();
      let next = 0;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`${columns.map((item) => csvCell(item.title)).join(',')}\n`));
        },
        async pull(controller) {
          if (exportChunkDelayMs > 0) await delay(exportChunkDelayMs);
          const lines: string[] = [];
          for (const end = Math.min(next + EXPORT_CHUNK_ROWS, selected.count); next < end; next++) {
            const row = selected.rows(next);
            if (row) lines.push(columns.map((item) => csvCell(valueOf(row, item.name))).join(','));
          }
          if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
          if (next >= selected.count) controller.close();
        },
        cancel() {
          onExportAborted?.();
        },
      });
      return response.untyped(new HttpResponse(stream, {
        headers: { 'Content-Type': 'text/csv', 'X-Total-Count': String(selected.count), 'Content-Disposition': `attachment; filename="${entity}-2026-11-01.csv"` },
      }));
    }),
    apiHttp.get('/assets/{entity}/{id}/as_of', ({ request, params, response }) => {
      call(request);
      const index = assetIndexOf(params.entity, params.id);
      if (index === null || hidden.includes(params.id)) return response.untyped(problemReply(404, 'Not Found'));
      const at = new URL(request.url).searchParams.get('at') ?? '';
      const detail = assetDetailAt(params.entity, index);
      const later = investigationEventsFor(detail).filter((event) => event.event_type === 'field_changed' && event.timestamp > at);
      const reply: AssetAsOf = {
        at,
        id: detail.id,
        entity: detail.entity,
        name: detail.name,
        fields: detail.fields.map((field) => {
          // The oldest change after the instant says what the field was then.
          const oldest = later.filter((event) => investigationFieldOf[event.field_event_title] === field.name).at(-1);
          return oldest ? { ...field, value: oldest.removed_values[0] ?? null, current: field.value, changed: true } : { ...field, current: field.value, changed: false };
        }),
      };
      return response(200).json(attributesReply(reply));
    }),
    apiHttp.get('/assets/{entity}/{id}/investigation', ({ request, params, response }) => {
      call(request);
      const index = assetIndexOf(params.entity, params.id);
      if (index === null || hidden.includes(params.id)) return response.untyped(problemReply(404, 'Not Found'));
      const query = new URL(request.url).searchParams;
      const from = query.get('date_from') ?? '';
      const to = query.get('date_to') ?? '\uffff';
      const types = query.getAll('event_type');
      const field = query.get('field');
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const events = noEvents
        ? []
        : investigationEventsFor(assetDetailAt(params.entity, index)).filter(
            (event) =>
              new Date(event.timestamp) >= new Date(from) &&
              (to === '\uffff' || new Date(event.timestamp) <= new Date(to)) &&
              (types.length === 0 || types.includes(event.event_type)) &&
              (!field || investigationFieldOf[event.field_event_title] === field),
          );
      const data = events.slice(offset, offset + size);
      return response(200).json({ data, meta: { page: 0, size, total: events.length, next_cursor: offset + size < events.length ? String(offset + size) : null } });
    }),
    apiHttp.get('/assets/{entity}/{id}', ({ request, params, response }) => {
      call(request);
      const index = assetIndexOf(params.entity, params.id);
      if (index === null || index > (totals[params.entity] ?? 0) || hidden.includes(params.id)) return response.untyped(problemReply(404, 'Not Found'));
      return response(200).json(attributesReply(assetDetailAt(params.entity, index)));
    }),
    apiHttp.get('/assets/{entity}', async ({ request, params, response }) => {
      call(request);
      if (listPending) await delay('infinite');
      if (failList) return response.untyped(problemReply(500, 'Internal Server Error'));
      const { entity } = params;
      if (!assetColumnsFixture[entity] || hidden.includes(entity)) return response.untyped(problemReply(404, 'Not Found'));
      const query = new URL(request.url).searchParams;
      const selected = select(entity, query);
      if (selected instanceof Response) return response.untyped(selected);
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const data: AssetRow[] = [];
      for (let index = offset; index < Math.min(offset + size, selected.count); index++) {
        const row = selected.rows(index);
        if (row) data.push(row);
      }
      const columns = columnsOf(entity, kept[entity] ?? null);
      const capped = selected.count > totalCap;
      const page = {
        data,
        meta: {
          size,
          total: capped ? totalCap : selected.count,
          total_capped: capped,
          total_cap: totalCap,
          next_cursor: offset + size < selected.count ? String(offset + size) : null,
          columns,
          sort: query.get('sort') ?? '-last_updated',
        },
      };
      const etag = `"${hash(JSON.stringify([page.meta, data.map((row) => row.id)]))}"`;
      if (request.headers.get('If-None-Match') === etag) return response.untyped(new HttpResponse(null, { status: 304, headers: { ETag: etag } }));
      return response(200).json(page, { headers: { ETag: etag } });
    }),
    apiHttp.post('/global_search/recent', async ({ request, response }) => {
      const body = (await request.json()) as unknown;
      call(request, body);
      return response(200).json(attributesReply({ viewed: [], searched: [] }));
    }),
  ];
}
