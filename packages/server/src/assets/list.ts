import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { csvCell } from '../admin/csv.js';
import { errorBody } from '../errors.js';
import { QueryRunError } from '../queries/run.js';
import { columnsOf, keepColumns, keptColumns, pickColumns, requestedColumns, sortOf, type AssetColumn } from './columns.js';
import { AssetRequestError, cursorKey } from './cursor.js';
import { cappedTotal, columnValue, cursorAfter, exactTotal, pageOf, positionOf, selectionOf, toAssetRow, TOTAL_CAP, type ListRequest, type Position } from './selection.js';

type Schemas = components['schemas'];

/** Rows per statement of a CSV export: enough to stream fast, few enough that memory stays flat. */
export const EXPORT_BATCH_ROWS = 1000;

/** Sends a refusal of this domain (or of the engine: a statement over its time limit) in the one error shape; rethrows anything else. */
export function sendRefusal(error: unknown, reply: FastifyReply): void {
  if (error instanceof AssetRequestError || error instanceof QueryRunError) {
    void reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details.length ? { details: error.details } : {}));
    return;
  }
  throw error;
}

/** A strong ETag of a reply body: the same page content gives the same tag. */
const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;

/** Whether If-None-Match names this tag (a list of tags, weak ones, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/** One CSV cell of a column's value: lists as their items joined, objects as JSON, dates as ISO. */
function csvValue(value: unknown): string | number | boolean | null | undefined {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return value as string | number | boolean | null | undefined;
}
const csvLine = (cells: readonly unknown[]) => `${cells.map((cell) => csvCell(csvValue(cell))).join(',')}\r\n`;

/**
 * The asset lists (openapi/spec/assets.yaml): one page by keyset cursor with a capped total and
 * an ETag, the same list as a streamed CSV, and the columns each user keeps per entity type.
 */
export function assetListHandlers(db: Database) {
  const key = cursorKey(db);

  return {
    listAssets: async ({ params, query, request, reply }) => {
      try {
        const list: ListRequest = { entity: params.entity, query_id: query.query_id, filter: query.filter, sort: query.sort };
        const selection = await selectionOf(db, request, list, sortOf);
        const columns = await requestedColumns(db, callerOf(request).uuid, selection.columns, query.columns);
        const size = query.size ?? 20;
        const position = query.cursor === undefined ? undefined : await positionOf(db, await key(), selection, query.cursor);
        const rows = await pageOf(db, selection, columns, position, size);
        const page = rows.slice(0, size);
        const last = page.at(-1);
        const { total, capped } = await cappedTotal(db, selection);
        const body: Schemas['AssetPage'] = {
          data: page.map((row) => toAssetRow(row, columns)),
          meta: {
            size,
            total,
            total_capped: capped,
            total_cap: TOTAL_CAP,
            next_cursor: rows.length > size && last ? cursorAfter(await key(), selection, last) : null,
            columns,
            sort: selection.sort.text,
          },
        };
        const etag = etagOf(body);
        void reply.header('etag', etag);
        if (matches(request.headers['if-none-match'], etag)) {
          void reply.code(304).send();
          return undefined;
        }
        return body;
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },

    exportAssetsCsv: async ({ params, query, request, reply }) => {
      let columns: AssetColumn[];
      let total: number;
      let selection: Awaited<ReturnType<typeof selectionOf>>;
      try {
        const list: ListRequest = { entity: params.entity, query_id: query.query_id, filter: query.filter, sort: query.sort };
        selection = await selectionOf(db, request, list, sortOf);
        columns = await requestedColumns(db, callerOf(request).uuid, selection.columns, query.columns);
        total = await exactTotal(db, selection);
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
      const chosen = selection;
      // One keyset batch per statement: the rows never all sit in memory, and other requests run between batches.
      async function* lines(): AsyncGenerator<string> {
        yield csvLine(columns.map((column) => column.title));
        let position: Position | undefined;
        for (;;) {
          const rows = await pageOf(db, chosen, columns, position, EXPORT_BATCH_ROWS);
          const batch = rows.slice(0, EXPORT_BATCH_ROWS);
          yield batch.map((row) => csvLine(columns.map((column) => columnValue(row, column)))).join('');
          const last = batch.at(-1);
          if (rows.length <= EXPORT_BATCH_ROWS || !last) return;
          position = { value: last.sort_value, id: last.id };
        }
      }
      const stream = Readable.from(lines(), { objectMode: false });
      // A client that aborts destroys the stream; the generator then stops after its current batch.
      stream.on('error', (error) => {
        request.log.warn({ error }, 'asset export stopped');
      });
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${params.entity}-${day}.csv"`)
        .header('x-total-count', String(total))
        .send(stream);
      return undefined;
    },

    getAssetColumns: async ({ params, request, reply }) => {
      try {
        const columns = columnsOf(params.entity);
        const kept = await keptColumns(db, callerOf(request).uuid, params.entity);
        const shown = await requestedColumns(db, callerOf(request).uuid, columns, undefined);
        return { data: { attributes: { entity: params.entity, columns: shown, available: columns.available, is_default: kept === undefined } } };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },

    setAssetColumns: async ({ params, body, request, reply }) => {
      try {
        const columns = columnsOf(params.entity);
        const picked = pickColumns(columns, body.columns, '/body/columns');
        await keepColumns(db, callerOf(request).uuid, params.entity, picked.map((column) => column.name));
        const shown = picked.length ? picked : await requestedColumns(db, callerOf(request).uuid, columns, undefined);
        return { data: { attributes: { entity: params.entity, columns: shown, available: columns.available, is_default: picked.length === 0 } } };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },
  } satisfies Handlers;
}
