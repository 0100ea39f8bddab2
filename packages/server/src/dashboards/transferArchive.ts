import { Unzip, UnzipInflate, UnzipPassThrough, strFromU8, strToU8, zipSync, type UnzipFile } from 'fflate';
import type { components } from '@vigil/openapi';
import { chartProblems } from '@vigil/openapi/charts';
import { MAX_JSON_DEPTH, jsonDepth } from '../jsonDepth.js';
import { loadSpec } from '../openapi/index.js';
import { chartFieldRefusal } from './charts.js';
import { compileSchemaChecker, nulCharacters, type RequestProblem } from '../openapi/validation.js';
import { filterRefusal } from '../queries/checkFilter.js';

type Schemas = components['schemas'];
export type SpaceExport = Schemas['SpaceExport'];
export type ExportedQuery = Schemas['ExportedQuery'];

/** The `format` of an export document, and of a template zip's manifest. */
export const EXPORT_FORMAT = 'vigil.dashboard/1';
export const TEMPLATE_FORMAT = 'vigil.dashboard-template/1';
export const MANIFEST_ENTRY = 'manifest.json';
/** A template zip's dashboards: `dashboards/1.json`, `dashboards/2.json`... */
const DASHBOARD_ENTRY = /^dashboards\/(\d{1,6})\.json$/;

/** Caps of an import (the contract's): the file once decoded, what a zip unpacks to, dashboards and charts. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_DASHBOARDS = 50;
export const IMPORT_MAX_CHARTS = 500;
/** As many queries as `query_map` may map (its maxProperties): a file needing more could not be mapped. */
export const IMPORT_MAX_QUERIES = 500;
/** Longest name of a space, a chart or a saved query (the contract's create bodies). */
export const MAX_NAME_LENGTH = 200;
/** Compressed bytes handed to the inflater at a time: one push unpacks at most ~1000 times as much, so the cap is checked often. */
const UNZIP_CHUNK_BYTES = 4096;

export const ARCHIVE_MESSAGES = {
  notAnExport: 'The file is not a Vigil dashboard export.',
  notBase64: 'The archive is not base64-encoded.',
  tooBig: 'The file is larger than 2 MiB.',
  unzipsTooBig: 'The zip unpacks to more than 20 MiB.',
  tooDeep: `The file nests deeper than ${String(MAX_JSON_DEPTH)} levels.`,
  notJson: (where: string) => `${where} is not JSON.`,
  nul: (where: string) => `${where} holds the NUL character, which a dashboard cannot store.`,
  entry: (name: string) => `The zip holds "${name}": a Vigil dashboard export holds only manifest.json and dashboards/<n>.json.`,
  twice: (name: string) => `The zip holds "${name}" twice.`,
  manifest: `The zip's manifest.json is not a Vigil dashboard template manifest (format "${TEMPLATE_FORMAT}").`,
  manifestCount: (count: number, found: number) => `The zip's manifest counts ${String(count)} dashboards but the zip holds ${String(found)}.`,
  empty: 'The file holds no dashboard.',
  tooManyDashboards: `The file holds more than ${String(IMPORT_MAX_DASHBOARDS)} dashboards.`,
  tooManyCharts: `The file holds more than ${String(IMPORT_MAX_CHARTS)} charts.`,
  tooManyQueries: `The charts of the file use more than ${String(IMPORT_MAX_QUERIES)} queries.`,
  format: (where: string) => `${where} is not a Vigil dashboard export (format "${EXPORT_FORMAT}").`,
  shape: (where: string, problem: string) => `${where} is not a Vigil dashboard export: ${problem}.`,
  spaceName: (where: string) => `${where} needs a name of 1 to ${String(MAX_NAME_LENGTH)} characters.`,
  chart: (where: string, message: string) => `${where}: ${message}`,
  query: (where: string, message: string) => `${where}: ${message}`,
  queryName: (where: string) => `${where} needs a name of 1 to ${String(MAX_NAME_LENGTH)} characters.`,
  queryTwice: (id: string) => `The file lists the query "${id}" twice, differently.`,
  unlistedQuery: (where: string, id: string) => `${where} uses the query "${id}", which the file does not list.`,
} as const;

/** A 400's sentence and where in the file it is. */
export interface ArchiveRefusal {
  message: string;
  details?: RequestProblem[];
}

/** The dashboards of a file, their queries listed once each (by exported id). */
export interface ImportFile {
  documents: SpaceExport[];
  queries: ExportedQuery[];
}

let checkSchema: ReturnType<typeof compileSchemaChecker> | undefined;
const schemaProblems = (schema: string, value: unknown, where: string): RequestProblem[] => {
  checkSchema ??= compileSchemaChecker(loadSpec());
  return checkSchema(`/components/schemas/${schema}`, value, where);
};

// A zip starts with its first entry's header (PK 3 4), or, holding nothing, with its end record (PK 5 6).
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused extends Error {
  constructor(readonly refusal: ArchiveRefusal) {
    super(refusal.message);
  }
}
const refuse = (message: string, details?: RequestProblem[]): never => {
  throw new Refused(details ? { message, details } : { message });
};

/** The base64 text decoded; whitespace (line breaks of a mailer) is allowed, any other character is not. */
function decodeBase64(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) refuse(ARCHIVE_MESSAGES.notBase64);
  if (Math.floor((compact.length * 3) / 4) - (compact.match(/=/g)?.length ?? 0) > IMPORT_MAX_BYTES) refuse(ARCHIVE_MESSAGES.tooBig);
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

function parseJson(text: string, where: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) refuse(ARCHIVE_MESSAGES.tooDeep);
  let value: unknown;
  try {
    // An editor may have saved the file with a byte order mark.
    value = JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return refuse(ARCHIVE_MESSAGES.notJson(where));
  }
  // As in a request's body: the database stores U+0000 neither in text nor in jsonb.
  const nul = nulCharacters(value, '');
  if (nul.length) refuse(ARCHIVE_MESSAGES.nul(where), nul.slice(0, 20));
  return value;
}

/**
 * The entries of our zip, each checked by name as it is met and inflated a few KiB at a time so
 * that a zip bomb is refused once it has unpacked 20 MiB, not after.
 */
function unzipEntries(bytes: Uint8Array): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  const done = new Set<string>();
  let unzipped = 0;
  let dashboards = 0;
  const unzip = new Unzip((file: UnzipFile) => {
    const { name } = file;
    if (name !== MANIFEST_ENTRY && !DASHBOARD_ENTRY.test(name)) refuse(ARCHIVE_MESSAGES.entry(name));
    if (chunks.has(name)) refuse(ARCHIVE_MESSAGES.twice(name));
    if (name !== MANIFEST_ENTRY && ++dashboards > IMPORT_MAX_DASHBOARDS) refuse(ARCHIVE_MESSAGES.tooManyDashboards);
    if ((file.originalSize ?? 0) > IMPORT_MAX_UNZIPPED_BYTES - unzipped) refuse(ARCHIVE_MESSAGES.unzipsTooBig);
    const parts: Uint8Array[] = [];
    chunks.set(name, parts);
    file.ondata = (error, data, final) => {
      // The inflater hands what its push threw (our refusal too) back here as the error.
      if (error) throw error instanceof Refused ? error : new Refused({ message: ARCHIVE_MESSAGES.notAnExport });
      unzipped += data.length;
      if (unzipped > IMPORT_MAX_UNZIPPED_BYTES) refuse(ARCHIVE_MESSAGES.unzipsTooBig);
      parts.push(data);
      if (final) done.add(name);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < bytes.length; offset += UNZIP_CHUNK_BYTES) {
      const end = Math.min(bytes.length, offset + UNZIP_CHUNK_BYTES);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    // A damaged zip, or a compression fflate does not read.
    refuse(ARCHIVE_MESSAGES.notAnExport);
  }
  // A zip that starts with its end record holds nothing; one whose entries came to nothing is damaged.
  if (chunks.size === 0) refuse(bytes[2] === 0x05 ? ARCHIVE_MESSAGES.empty : ARCHIVE_MESSAGES.notAnExport);
  // An entry cut short never saw its end.
  if ([...chunks.keys()].some((name) => !done.has(name))) refuse(ARCHIVE_MESSAGES.notAnExport);
  return new Map([...chunks].map(([name, parts]) => [name, Buffer.concat(parts)]));
}

/** The documents of our template zip, in the order of their numbers. */
function zipDocuments(bytes: Uint8Array): unknown[] {
  const entries = unzipEntries(bytes);
  const manifestBytes = entries.get(MANIFEST_ENTRY);
  if (!manifestBytes) return refuse(ARCHIVE_MESSAGES.manifest);
  const manifest = parseJson(strFromU8(manifestBytes), MANIFEST_ENTRY);
  if (!isRecord(manifest) || manifest['format'] !== TEMPLATE_FORMAT) refuse(ARCHIVE_MESSAGES.manifest);
  const documents = [...entries]
    .flatMap(([name, data]) => {
      const match = DASHBOARD_ENTRY.exec(name);
      return match ? [{ n: Number(match[1]), name, data }] : [];
    })
    .sort((a, b) => a.n - b.n);
  const count = isRecord(manifest) ? manifest['count'] : undefined;
  if (typeof count === 'number' && count !== documents.length) refuse(ARCHIVE_MESSAGES.manifestCount(count, documents.length));
  return documents.map(({ name, data }) => parseJson(strFromU8(data), name));
}

/** The ChartCreate a file's chart stands for (its id, space and preview task are the exporter's). */
function chartCreateOf(chart: Record<string, unknown>): Record<string, unknown> {
  const keys = ['name', 'metric', 'view', 'config', 'size', 'description', 'show_title', 'layout', 'pinned'];
  return Object.fromEntries(keys.filter((key) => chart[key] !== undefined).map((key) => [key, chart[key]]));
}

const nameFits = (name: unknown): name is string => typeof name === 'string' && name.trim().length > 0 && name.trim().length <= MAX_NAME_LENGTH;

/** One document checked: our format, a named space, charts that keep the chart rules, queries over known entities with filters the queries area accepts. */
function checkDocument(value: unknown, index: number, single: boolean): SpaceExport {
  const where = single ? 'The dashboard' : `Dashboard ${String(index + 1)}`;
  const of = single ? 'the dashboard' : `dashboard ${String(index + 1)}`;
  const pointer = single ? '' : `/${String(index)}`;
  if (!isRecord(value) || value['format'] !== EXPORT_FORMAT) return refuse(ARCHIVE_MESSAGES.format(where));
  const { space, charts, queries } = value;
  if (!isRecord(space)) return refuse(ARCHIVE_MESSAGES.shape(where, 'it has no space'));
  if (!Array.isArray(charts)) return refuse(ARCHIVE_MESSAGES.shape(where, 'its charts are not a list'));
  if (!Array.isArray(queries)) return refuse(ARCHIVE_MESSAGES.shape(where, 'its queries are not a list'));
  if (!nameFits(space['name'])) refuse(ARCHIVE_MESSAGES.spaceName(where), [{ field: `${pointer}/space/name`, message: ARCHIVE_MESSAGES.spaceName(where) }]);
  const spaceName = String(space['name']).trim();
  const chartLabel = (c: number) => `Chart ${String(c + 1)} of ${of} ("${spaceName}")`;
  if (space['hidePartialAdapters'] !== undefined && typeof space['hidePartialAdapters'] !== 'boolean') {
    refuse(ARCHIVE_MESSAGES.shape(where, 'its hidePartialAdapters is not true or false'));
  }

  const used = new Set<string>();
  for (const [c, chart] of charts.entries()) {
    const at = `${pointer}/charts/${String(c)}`;
    const label = chartLabel(c);
    if (!isRecord(chart)) return refuse(ARCHIVE_MESSAGES.chart(label, 'it is not a chart'));
    const create = chartCreateOf(chart);
    const problems = schemaProblems('ChartCreate', create, at);
    if (problems.length) refuse(ARCHIVE_MESSAGES.chart(label, `${problems[0]?.field ?? at} ${problems[0]?.message ?? 'is not valid'}`), problems);
    const shaped = create as Schemas['ChartCreate'];
    const ruleProblems = chartProblems(shaped);
    const [first] = ruleProblems;
    if (first) refuse(ARCHIVE_MESSAGES.chart(label, first.message), ruleProblems.map((problem) => ({ field: `${at}${problem.pointer}`, message: problem.message })));
    for (const query of shaped.config.queries ?? []) used.add(query.query_id);
  }

  // Only the queries the charts use are read (and later mapped or created); the rest of the list is left alone.
  const kept = new Map<string, ExportedQuery>();
  for (const [q, query] of queries.entries()) {
    if (!isRecord(query) || typeof query['id'] !== 'string' || !used.has(query['id'])) continue;
    const at = `${pointer}/queries/${String(q)}`;
    const label = `Query ${String(q + 1)} of ${of} ("${spaceName}")`;
    const problems = schemaProblems('ExportedQuery', query, at);
    if (problems.length) refuse(ARCHIVE_MESSAGES.query(label, `${problems[0]?.field ?? at} ${problems[0]?.message ?? 'is not valid'}`), problems);
    const exported = query as unknown as ExportedQuery;
    if (!nameFits(exported.name)) refuse(ARCHIVE_MESSAGES.queryName(label), [{ field: `${at}/name`, message: ARCHIVE_MESSAGES.queryName(label) }]);
    const refusal = filterRefusal(exported.entity, exported.filter);
    if (refusal) {
      refuse(
        ARCHIVE_MESSAGES.query(label, refusal.message),
        refusal.details.map((detail) => ({ field: `${at}${detail.field ?? ''}`, message: detail.message })),
      );
    }
    if (!kept.has(exported.id)) kept.set(exported.id, exported);
  }
  for (const [c, chart] of (charts as Schemas['ChartCreate'][]).entries()) {
    const label = chartLabel(c);
    const unlisted = chart.config.queries?.find((query) => !kept.has(query.query_id));
    if (unlisted) refuse(ARCHIVE_MESSAGES.unlistedQuery(label, unlisted.query_id));
    // The checks of a chart saved in the console, over the asset types of the file's queries.
    const refusal = chartFieldRefusal(chart, (chart.config.queries ?? []).map((query) => kept.get(query.query_id)?.entity ?? ''));
    if (refusal) refuse(ARCHIVE_MESSAGES.chart(label, refusal.message), refusal.details?.map((detail) => ({ field: `${pointer}/charts/${String(c)}${detail.field ?? ''}`, message: detail.message })));
  }
  return { ...(value as unknown as SpaceExport), queries: [...kept.values()] };
}

/**
 * Reads an import's archive (base64): the JSON document of one export, the JSON array of several,
 * or our template zip (told by its `PK` magic). Everything is checked before anything is written;
 * a refusal says what is wrong (and where, as `details`).
 */
export function readImportArchive(archive: string): { file: ImportFile } | { refusal: ArchiveRefusal } {
  try {
    const bytes = decodeBase64(archive);
    let values: unknown[];
    let single = false;
    if (isZip(bytes)) values = zipDocuments(bytes);
    else {
      const parsed = parseJson(strFromU8(bytes), 'The file');
      single = isRecord(parsed);
      if (single) values = [parsed];
      else if (Array.isArray(parsed)) values = parsed;
      else return refuse(ARCHIVE_MESSAGES.notAnExport);
    }
    if (values.length === 0) refuse(ARCHIVE_MESSAGES.empty);
    if (values.length > IMPORT_MAX_DASHBOARDS) refuse(ARCHIVE_MESSAGES.tooManyDashboards);
    const charts = values.reduce<number>((sum, value) => sum + (isRecord(value) && Array.isArray(value['charts']) ? value['charts'].length : 0), 0);
    if (charts > IMPORT_MAX_CHARTS) refuse(ARCHIVE_MESSAGES.tooManyCharts);
    const documents = values.map((value, index) => checkDocument(value, index, single));
    // A query used by several dashboards of an array or zip is listed by each: one query of the file.
    const queries = new Map<string, ExportedQuery>();
    for (const query of documents.flatMap((document) => document.queries)) {
      const seen = queries.get(query.id);
      if (seen && JSON.stringify(seen) !== JSON.stringify(query)) refuse(ARCHIVE_MESSAGES.queryTwice(query.id));
      queries.set(query.id, query);
    }
    if (queries.size > IMPORT_MAX_QUERIES) refuse(ARCHIVE_MESSAGES.tooManyQueries);
    return { file: { documents, queries: [...queries.values()] } };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}

/** A template zip: the manifest and each export document as `dashboards/<n>.json` (from 1). */
export function templateZip(documents: readonly SpaceExport[], group: Schemas['DashboardTemplateGroup'], type: Schemas['DashboardTemplateType']): Uint8Array {
  const manifest = { format: TEMPLATE_FORMAT, group, type, count: documents.length };
  return zipSync({
    [MANIFEST_ENTRY]: strToU8(JSON.stringify(manifest, null, 2)),
    ...Object.fromEntries(documents.map((document, index) => [`dashboards/${String(index + 1)}.json`, strToU8(JSON.stringify(document, null, 2))])),
  });
}
