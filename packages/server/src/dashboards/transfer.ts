import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, isUniqueViolation, sendError } from '../admin/access.js';
import { isUuid } from '../auth/ids.js';
import { can, isAdmin } from '../auth/permissions.js';
import { errorBody } from '../errors.js';
import { SqlParams } from '../queries/compile.js';
import { insertSavedQuery } from '../queries/savedQueries.js';
import { isReferenceViolation, viewerOf, visibleQuery, visibleSql, type Viewer } from '../queries/store.js';
import { ALL_SCOPES_FORBIDDEN, chartQueriesTooNarrow, mayTouchAllScopes, queriesNarrowerThan } from './sharing.js';
import { selectionSql } from './spaces.js';
import { SPACE_NOT_FOUND, chartQueryIds, insertChart, insertSpace, spaceFor, spaceRows, spaceSqlParams, spacesOut, visibleSpaceSql, type SpaceRow } from './store.js';
import {
  EXPORT_FORMAT,
  MAX_NAME_LENGTH,
  readImportArchive,
  templateZip,
  type ArchiveRefusal,
  type ExportedQuery,
  type ImportFile,
  type SpaceExport,
} from './transferArchive.js';
import { naturalOrder } from '../admin/listQuery.js';

type Schemas = components['schemas'];
type ImportQuery = Schemas['DashboardImportReply']['data']['attributes']['queries'][number];
type ImportSpace = Schemas['DashboardImportReply']['data']['attributes']['spaces'][number];

/** An import's request body is its archive in base64 (at most 2 MiB decoded, ~2.7 MB encoded) and a query map: more than the server's default 1 MiB. */
export const IMPORT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
/** What an import's space is marked as coming from. */
export const IMPORT_ORIGIN = 'import';
/** Appended to the name of a query an import creates when the caller can see one of that name over the entity. */
export const IMPORTED_SUFFIX = ' (imported)';

export const TRANSFER_MESSAGES = {
  noneVisible: 'None of the selected dashboards is one you can see.',
  notEditable: 'You may only import into a dashboard you can edit.',
  oneDashboard: 'Importing into an existing dashboard needs a file holding exactly one dashboard.',
  unknownMapKey: (id: string) => `query_map names the query "${id}", which the file does not list.`,
  mappedNotVisible: (id: string) => `query_map maps the query "${id}" to no saved query you can see.`,
  mappedOtherEntity: (id: string, entity: string) => `query_map maps the query "${id}" to a saved query that is not over ${entity}.`,
  mayNotCreateQueries: 'Importing creates the queries not mapped to an existing one, which needs the permission to update queries; map each query instead.',
  changedMeanwhile: 'A query or the dashboard this import uses changed meanwhile; import again.',
} as const;

/** A file name made of letters, digits, spaces, dots, dashes and underscores only (no path, no quote, no leading dot). */
export function safeFileName(name: string, fallback: string): string {
  const safe = name.replace(/[^A-Za-z0-9 ._-]/g, '').replace(/^[.\s]+/, '').trim().slice(0, 120);
  return safe === '' ? fallback : safe;
}

const attachment = (reply: FastifyReply, fileName: string) => reply.header('content-disposition', `attachment; filename="${fileName}"`);

/** The saved queries the charts of a space use, once each, in the order the charts use them. */
async function exportedQueries(db: Queryable, viewer: Viewer, charts: readonly Schemas['Chart'][]): Promise<ExportedQuery[]> {
  const ids = [...new Set(charts.flatMap((chart) => chartQueryIds(chart.config)))].filter(isUuid);
  if (ids.length === 0) return [];
  const params = new SqlParams();
  const any = params.add(ids);
  const rows = await db.query<ExportedQuery>(`select q.id::text as id, q.name, q.entity, q.filter from saved_queries q where q.id = any(${any}::uuid[]) and ${visibleSql(viewer, params)}`, params.values);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * Export documents of spaces the caller sees: the space, its charts (in layout order) and the saved
 * queries they use. A chart over a query the caller may not see is left out: its filter is not
 * theirs to read (the dashboard shows them its data, not how it is selected).
 */
async function exportDocuments(db: Queryable, caller: SessionUser, viewer: Viewer, rows: readonly SpaceRow[]): Promise<SpaceExport[]> {
  const spaces = await spacesOut(db, caller, rows);
  const documents: SpaceExport[] = [];
  for (const { charts = [], ...space } of spaces) {
    // Whether it is the exporter's favourite is theirs, not the dashboard's.
    delete space.favorite;
    const queries = await exportedQueries(db, viewer, charts);
    const readable = new Set(queries.map((query) => query.id));
    const exported = charts.filter((chart) => chartQueryIds(chart.config).every((id) => readable.has(id)));
    const used = new Set(exported.flatMap((chart) => chartQueryIds(chart.config)));
    documents.push({ format: EXPORT_FORMAT, space, charts: exported, queries: queries.filter((query) => used.has(query.id)) });
  }
  return documents;
}

/**
 * The visible spaces of a selection, in name order: the listed ids (those the caller cannot see
 * are left out), or every visible space but the listed ones, narrowed by the management list's
 * filters (the same as a bulk delete's); an unknown filter answers its sentence.
 */
async function selectedSpaces(db: Queryable, caller: SessionUser, selection: Schemas['DashboardSelection']): Promise<SpaceRow[] | string> {
  const params = await spaceSqlParams(db, caller);
  const add = (value: unknown) => `$${String(params.push(value))}`;
  const selected = selectionSql(selection, add);
  if (typeof selected === 'string') return selected;
  const where = [visibleSpaceSql(isAdmin(caller)), ...selected];
  const found = await db.query<{ uuid: string }>(`select s.uuid::text as uuid from spaces s where ${where.join(' and ')} order by ${naturalOrder('s.name')}, s.uuid`, params);
  const rows = await spaceRows(db, found.map((row) => row.uuid));
  const order = new Map(found.map((row, index) => [row.uuid, index]));
  return rows.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
}

/** A visible saved query of that name (whatever its case) over the entity: the caller's own first, then a predefined one, then another's. */
async function matchOf(db: Queryable, viewer: Viewer, query: ExportedQuery): Promise<string | null> {
  const params = new SqlParams();
  const name = params.add(query.name.trim());
  const entity = params.add(query.entity);
  const me = params.add(viewer.uuid);
  const [row] = await db.query<{ id: string }>(
    `select q.id::text as id from saved_queries q where lower(q.name) = lower(${name}) and q.entity = ${entity} and ${visibleSql(viewer, params)}
      order by (q.owner_uuid = ${me}::uuid) is true desc, q.predefined desc, q.created_at, q.id limit 1`,
    params.values,
  );
  return row?.id ?? null;
}

/** A name for a query the import creates: its own, or with " (imported)" (then numbered) when the caller sees or owns that name over the entity. */
async function freeImportName(tx: Queryable, viewer: Viewer, query: ExportedQuery, taken: Set<string>): Promise<string> {
  const base = query.name.trim();
  const params = new SqlParams();
  const entity = params.add(query.entity);
  const me = params.add(viewer.uuid);
  const rows = await tx.query<{ name: string }>(
    `select lower(q.name) as name from saved_queries q where q.entity = ${entity} and (q.owner_uuid = ${me}::uuid or ${visibleSql(viewer, params)})`,
    params.values,
  );
  const used = new Set(rows.map((row) => row.name));
  const name = firstFreeName(base, (candidate) => used.has(candidate.toLowerCase()) || taken.has(`${query.entity}\u0000${candidate.toLowerCase()}`));
  taken.add(`${query.entity}\u0000${name.toLowerCase()}`);
  return name;
}

/** The name itself, else with " (imported)", then " (imported 2)" and on: the first that `isUsed` does not hold. */
function firstFreeName(base: string, isUsed: (name: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : n === 2 ? IMPORTED_SUFFIX : ` (imported ${String(n - 1)})`;
    const name = `${base.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!isUsed(name)) return name;
  }
}

/** The names (lower case) of the dashboards the caller sees: an import's new dashboards are named apart from them. */
async function visibleSpaceNames(tx: Queryable, caller: SessionUser): Promise<Set<string>> {
  const rows = await tx.query<{ name: string }>(`select lower(s.name) as name from spaces s where ${visibleSpaceSql(isAdmin(caller))}`, await spaceSqlParams(tx, caller));
  return new Set(rows.map((row) => row.name));
}

type Checked = { ok: true; mapped: Map<string, string>; target?: SpaceRow } | { ok: false; status: 400 | 403 | 404; message: string };

/**
 * The query map checked against the file and the caller's queries; the space to import into checked
 * too, with the sharing rules a chart added to it meets (the extra permission under all data scopes,
 * mapped queries shared as widely as the space).
 */
async function checkImport(db: Queryable, caller: SessionUser, viewer: Viewer, file: ImportFile, body: Schemas['DashboardImport']): Promise<Checked> {
  const queries = new Map(file.queries.map((query) => [query.id, query]));
  const mapped = new Map<string, string>();
  for (const [id, target] of Object.entries(body.query_map ?? {})) {
    const query = queries.get(id);
    if (!query) return { ok: false, status: 400, message: TRANSFER_MESSAGES.unknownMapKey(id) };
    const row = isUuid(target) ? await visibleQuery(db, viewer, target) : undefined;
    if (!row) return { ok: false, status: 400, message: TRANSFER_MESSAGES.mappedNotVisible(id) };
    if (row.entity !== query.entity) return { ok: false, status: 400, message: TRANSFER_MESSAGES.mappedOtherEntity(id, query.entity) };
    mapped.set(id, row.id);
  }
  if (body.space_id !== undefined) {
    const space = await spaceFor(db, caller, body.space_id);
    if (!space) return { ok: false, status: 404, message: SPACE_NOT_FOUND };
    if (space.access !== 'edit') return { ok: false, status: 403, message: TRANSFER_MESSAGES.notEditable };
    if (space.row.all_data_scopes && !mayTouchAllScopes(caller)) return { ok: false, status: 403, message: ALL_SCOPES_FORBIDDEN };
    if (file.documents.length !== 1) return { ok: false, status: 400, message: TRANSFER_MESSAGES.oneDashboard };
    const narrower = await queriesNarrowerThan(db, space.row, [...mapped.values()]);
    if (narrower.length) return { ok: false, status: 400, message: chartQueriesTooNarrow(narrower) };
    return { ok: true, mapped, target: space.row };
  }
  return { ok: true, mapped };
}

const sendRefusal = (reply: FastifyReply, { message, details }: ArchiveRefusal) => reply.code(400).send(errorBody(400, message, details ? { details } : {}));

/**
 * Export (one dashboard as JSON, several as a JSON array or a template zip) and import with its
 * dry run (README.md, "Export and import").
 */
export const transferHandlers = (db: Database): Handlers => ({
  exportSpace: async ({ params, request, reply }) => {
    const caller = callerOf(request);
    const space = await spaceFor(db, caller, params.id);
    if (!space) return void sendError(reply, 404, SPACE_NOT_FOUND);
    const [document] = await exportDocuments(db, caller, await viewerOf(db, request), [space.row]);
    if (!document) return void sendError(reply, 404, SPACE_NOT_FOUND);
    attachment(reply, `${safeFileName(space.row.name, 'dashboard')}.json`);
    return document;
  },

  exportSpaces: async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const rows = await selectedSpaces(db, caller, body.selection);
    if (typeof rows === 'string') return void sendError(reply, 400, rows);
    if (rows.length === 0) return void sendError(reply, 400, TRANSFER_MESSAGES.noneVisible);
    const documents = await exportDocuments(db, caller, await viewerOf(db, request), rows);
    if (body.as_template) {
      const zip = templateZip(documents, body.template_group ?? 'all', body.template_type ?? 'saas');
      return void attachment(reply, 'dashboard-template.zip').header('content-type', 'application/zip').send(Buffer.from(zip));
    }
    attachment(reply, 'dashboards.json');
    return documents;
  },

  /**
   * Reads the whole file and checks it, the query map and the target space before writing; then
   * creates the unmapped queries and the spaces with their charts in one transaction.
   */
  importSpaces: async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const viewer = await viewerOf(db, request);
    const read = readImportArchive(body.archive);
    if ('refusal' in read) return void sendRefusal(reply, read.refusal);
    const { file } = read;
    const checked = await checkImport(db, caller, viewer, file, body);
    if (!checked.ok) return void sendError(reply, checked.status, checked.message);
    const matches = new Map<string, string | null>();
    for (const query of file.queries) matches.set(query.id, await matchOf(db, viewer, query));
    // Each dashboard as made: its uuid, and its name (the file's, or with " (imported)" when that one is taken).
    const spacesOf = (uuids: readonly string[], names: readonly string[] = []): ImportSpace[] =>
      file.documents.map((document, index) => ({
        ...(uuids[index] && { uuid: uuids[index] }),
        name: names[index] ?? document.space.name.trim(),
        charts: document.charts.length,
      }));
    const queriesOf = (mappedTo?: Map<string, string>): ImportQuery[] =>
      file.queries.map((query) => ({
        id: query.id,
        name: query.name,
        entity: query.entity,
        match: matches.get(query.id) ?? null,
        ...(mappedTo && { mapped_to: mappedTo.get(query.id) ?? null }),
      }));
    if (body.dry_run) return { data: { attributes: { dry_run: true, spaces: spacesOf([]), queries: queriesOf() } } };

    const unmapped = file.queries.filter((query) => !checked.mapped.has(query.id));
    if (unmapped.length && !can(caller, 'Queries', 'Update')) return void sendError(reply, 403, TRANSFER_MESSAGES.mayNotCreateQueries);
    // The queries made for a dashboard shared publicly or with all data scopes are shared as widely, as widening it would have made them.
    const sharedWidely = checked.target !== undefined && (checked.target.access === 'public' || checked.target.all_data_scopes);
    let result: { uuids: string[]; names: string[]; mappedTo: Map<string, string> };
    try {
      result = await db.transaction(async (tx) => {
        const mappedTo = new Map(checked.mapped);
        const taken = new Set<string>();
        for (const query of unmapped) {
          const name = await freeImportName(tx, viewer, query, taken);
          const id = await insertSavedQuery(tx, caller.uuid, {
            name,
            entity: query.entity,
            filter: query.filter,
            description: '',
            private: !sharedWidely,
            allDataScopes: sharedWidely,
            dataScopeIds: [],
            folderId: null,
          });
          mappedTo.set(query.id, id);
        }
        const uuids: string[] = [];
        const names: string[] = [];
        // A new dashboard's own name, or with " (imported)" (then numbered) when the caller sees one of that name.
        const namesInUse = body.space_id === undefined ? await visibleSpaceNames(tx, caller) : new Set<string>();
        for (const document of file.documents) {
          let uuid: string;
          if (body.space_id !== undefined) {
            uuid = body.space_id.toLowerCase();
            // The space keeps its own name.
            names.push(checked.target?.name ?? document.space.name.trim());
            await tx.query('delete from charts where space_uuid = $1::uuid', [uuid]);
            await tx.query('update spaces set last_updated = now() where uuid = $1::uuid', [uuid]);
          } else {
            const name = firstFreeName(document.space.name.trim(), (candidate) => namesInUse.has(candidate.toLowerCase()));
            namesInUse.add(name.toLowerCase());
            names.push(name);
            uuid = await insertSpace(tx, caller, { name, origin: IMPORT_ORIGIN, hidePartialAdapters: document.space.hidePartialAdapters });
          }
          for (const chart of document.charts) {
            const queries = chart.config.queries?.map((query) => ({ ...query, query_id: mappedTo.get(query.query_id) ?? query.query_id }));
            await insertChart(tx, uuid, {
              name: chart.name,
              metric: chart.metric,
              view: chart.view,
              config: { ...chart.config, ...(queries && { queries }) },
              size: chart.size,
              layout: chart.layout,
              description: chart.description ?? null,
              show_title: chart.show_title,
              pinned: chart.pinned,
            });
          }
          uuids.push(uuid);
        }
        return { uuids, names, mappedTo };
      });
    } catch (error) {
      // A name saved, a mapped query or the target space removed since the checks.
      if (isUniqueViolation(error) || isReferenceViolation(error)) return void sendError(reply, 409, TRANSFER_MESSAGES.changedMeanwhile);
      throw error;
    }
    return { data: { attributes: { dry_run: false, spaces: spacesOf(result.uuids, result.names), queries: queriesOf(result.mappedTo) } } };
  },
});
