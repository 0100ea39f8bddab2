import { FILE_CONFIG_SCHEMA } from '@vigil/openapi/adapterConfigs';
import { Readable, pipeline } from 'node:stream';
import { Parser } from 'csv-parse';
import { compilePath, compilePaths, entityOf, fieldSources, IDENTITY_FIELD, inBatches, itemRecord, toRecord } from './records.js';
import { AdapterError, type Adapter, type FetchContext, type FetchedRecord, type RowError } from './types.js';

/** Devices or users from a CSV or JSON file uploaded to the connection. */
export const csvAdapter: Adapter = {
  module: 'csv_adapter',
  entities: ['devices', 'users'],
  takesFile: true,
  secretFields: [],
  configSchema: FILE_CONFIG_SCHEMA,
  fetch: fetchFile,
};

/** The longest line (CSV) or item (JSON) a file may have, in characters: 1 Mi. */
export const MAX_RECORD_LENGTH = 1024 * 1024;

/**
 * The most bytes csv-parse holds for one record: a record of several lines (a quoted value with
 * line breaks) longer than this stops the fetch, as csv-parse cannot find the next row after it.
 * Above what a line of MAX_RECORD_LENGTH characters can take in UTF-8.
 */
const MAX_PARSED_RECORD = 4 * MAX_RECORD_LENGTH + 4;

/** What a line over MAX_RECORD_LENGTH is replaced by before the parser, which reads it as a row. */
const TOO_LONG = '\u0000line over 1 MiB\u0000';

/**
 * The text with each line over MAX_RECORD_LENGTH replaced by TOO_LONG (lines keep their numbers),
 * holding at most that much of a line: a file with one runaway line is read past it.
 */
export async function* capLines(text: AsyncIterable<string>): AsyncIterable<string> {
  /** The current line so far, while it is short enough. */
  let pending = '';
  /** Whether the current line went over: dropped to its end. */
  let skipping = false;
  for await (const chunk of text) {
    // Most chunks cannot hold a line too long: passed on whole but for the last line's start.
    if (!skipping && pending.length + chunk.length <= MAX_RECORD_LENGTH) {
      const last = chunk.lastIndexOf('\n');
      if (last === -1) {
        pending += chunk;
      } else {
        yield pending + chunk.slice(0, last + 1);
        pending = chunk.slice(last + 1);
      }
      continue;
    }
    const parts: string[] = [];
    for (let at = 0; ; ) {
      const newline = chunk.indexOf('\n', at);
      const end = newline === -1 ? chunk.length : newline;
      if (!skipping && pending.length + end - at > MAX_RECORD_LENGTH) {
        skipping = true;
        pending = '';
      } else if (!skipping) {
        pending += chunk.slice(at, end);
      }
      if (newline === -1) break;
      parts.push(skipping ? TOO_LONG : pending, '\n');
      pending = '';
      skipping = false;
      at = newline + 1;
    }
    if (parts.length > 0) yield parts.join('');
  }
  if (skipping) yield TOO_LONG;
  else if (pending) yield pending;
}

type FileEntity = 'devices' | 'users';

const ENCODINGS: Record<string, string> = { 'utf-8': 'UTF-8', 'utf-16le': 'UTF-16LE', latin1: 'Latin-1' };

const countLines = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
};

/**
 * The file's text in chunks, decoded as configured; UTF-8 and UTF-16 strictly: a byte that is not
 * the encoding stops the fetch with the line it is on (a wrong encoding setting would otherwise
 * garble every name). Latin-1 cannot fail.
 */
export async function* decodeFile(chunks: AsyncIterable<Uint8Array>, encoding: string, signal: AbortSignal): AsyncIterable<string> {
  if (encoding === 'latin1') {
    for await (const chunk of chunks) {
      signal.throwIfAborted();
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
    }
    return;
  }
  const decoder = new TextDecoder(encoding, { fatal: true });
  let lines = 1;
  const decode = (chunk?: Uint8Array): string => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      // Where the bad byte is: the lines before the first character the lenient decoder replaces.
      const lenient = chunk ? new TextDecoder(encoding).decode(chunk) : '';
      const bad = lenient.indexOf('\uFFFD');
      throw new AdapterError(`The file is not valid ${ENCODINGS[encoding] ?? encoding} near line ${lines + countLines(bad === -1 ? lenient : lenient.slice(0, bad))}`);
    }
  };
  for await (const chunk of chunks) {
    signal.throwIfAborted();
    const text = decode(chunk);
    lines += countLines(text);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

const CSV_PROBLEMS: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by more text',
  CSV_INVALID_OPENING_QUOTE: 'a quote inside a value that is not quoted',
  CSV_QUOTE_NOT_CLOSED: 'a quote is never closed',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is followed by more text',
};

/**
 * The rows of a CSV text with their line numbers, the header row first. A row the parser cannot
 * read is reported and skipped (a line over MAX_RECORD_LENGTH comes as the row [TOO_LONG]); a
 * record of several lines over MAX_PARSED_RECORD stops the fetch.
 */
function csvRows(text: AsyncIterable<string>, delimiter: string): AsyncIterable<CsvRow> {
  let lastProblemLine = 0;
  const parser: LineParser = new LineParser({
    delimiter,
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_PARSED_RECORD,
    on_skip: (error) => {
      const line = (error as { lines?: number } | undefined)?.lines ?? 0;
      if (error?.code === 'CSV_MAX_RECORD_SIZE') throw new AdapterError(`The record that ends on line ${line} is longer than 4 MiB; the file cannot be read past it`);
      // A bad quote can fail a row twice (where it is, and at the end of the file still quoting).
      if (line !== lastProblemLine) parser.problem({ line, message: `Line ${line} cannot be read: ${(error && CSV_PROBLEMS[error.code]) ?? 'it is not valid CSV'}` });
      lastProblemLine = line;
      return undefined;
    },
  });
  pipeline(Readable.from(capLines(text)), parser, () => undefined);
  return parser as AsyncIterable<CsvRow>;
}

/** A row and its line, or a row that could not be read (in the file's order either way). */
type CsvRow = { row: string[]; line: number } | { problem: RowError };

/**
 * csv-parse with each row's line number: the parser's line count when it hands the row on (its
 * `info` option would copy a dozen counters into every row, which doubles the time of a big file).
 */
class LineParser extends Parser {
  override push(row: unknown, encoding?: BufferEncoding): boolean {
    return super.push(row === null ? null : { row, line: this.info.lines }, encoding);
  }

  problem(problem: RowError): void {
    super.push({ problem });
  }
}

/** The records of a CSV file: a header row, then one row per record. */
async function* csvRecords(context: FetchContext, entity: FileEntity, text: AsyncIterable<string>): AsyncIterable<FetchedRecord> {
  const delimiter = typeof context.config['delimiter'] === 'string' ? context.config['delimiter'] : ',';
  const sources = fieldSources(entity, context.config);
  const idColumn = idSource(entity, context.config);
  let header: Map<string, number> | undefined;
  /** Each mapped field's column index (fields whose column the file lacks are left out). */
  let columns: [string, number][] = [];
  let idIndex = 0;
  let width = 0;
  for await (const item of csvRows(text, delimiter)) {
    if ('problem' in item) {
      context.rowError(item.problem);
      continue;
    }
    const { row, line } = item;
    if (row.length === 1 && row[0] === TOO_LONG) {
      if (!header) throw new AdapterError('The header row is longer than 1 MiB');
      context.rowError({ line, message: `Line ${line} is longer than 1 MiB` });
      continue;
    }
    if (!header) {
      header = new Map();
      for (const [index, name] of row.entries()) if (!header.has(name.trim())) header.set(name.trim(), index);
      width = row.length;
      const index = header.get(idColumn);
      if (index === undefined) throw new AdapterError(`The file has no column “${idColumn}” (the header row must name it)`);
      idIndex = index;
      columns = [...sources].flatMap(([field, column]): [string, number][] => {
        const at = header?.get(column);
        return at === undefined ? [] : [[field, at]];
      });
      continue;
    }
    if (row.length !== width) {
      context.rowError({ line, message: `Line ${line} has ${row.length} values; the header has ${width}` });
      continue;
    }
    const id = row[idIndex]?.trim();
    if (!id) {
      context.rowError({ line, message: `Line ${line} has no ${idColumn}` });
      continue;
    }
    const record = toRecord(entity, id, columns.map(([field, index]) => [field, row[index]]));
    if (typeof record === 'string') context.rowError({ line, message: `Line ${line} ${record}` });
    else yield record;
  }
  if (!header) throw new AdapterError('The file is empty: it needs a header row naming its columns');
}

/** The column or key that holds a record's id: id_column, else the identity field's (after mapping). */
const idSource = (entity: FileEntity, config: Record<string, unknown>): string => {
  const configured = typeof config['id_column'] === 'string' ? config['id_column'].trim() : '';
  return configured || (fieldSources(entity, config).get(IDENTITY_FIELD[entity]) ?? IDENTITY_FIELD[entity]);
};

/**
 * The items of a JSON file, each as its text and the line it starts on, read as a stream: the
 * file is an array of objects, or an object whose `records` key holds that array. An item over
 * MAX_RECORD_LENGTH is reported (not held) and skipped.
 */
export async function* jsonItems(text: AsyncIterable<string>, rowError: FetchContext['rowError']): AsyncIterable<{ text: string; line: number }> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let top: '[' | '{' | undefined;
  let key = '';
  /** The depth of the records array's items, once it is open; -1 once it closed. */
  let itemDepth = 0;
  let pieces: string[] | undefined;
  let size = 0;
  let itemLine = 0;
  let line = 1;
  for await (const chunk of text) {
    // Where the item being read starts in this chunk (0 when it started in an earlier one).
    let start = pieces ? 0 : -1;
    const end = (at: number): { text: string; line: number } | undefined => {
      if (!pieces) return undefined;
      const piece = start === -1 ? '' : chunk.slice(start, at);
      size += piece.length;
      const item = size > MAX_RECORD_LENGTH ? undefined : { text: (pieces.join('') + piece).trimEnd(), line: itemLine };
      if (!item) rowError({ line: itemLine, message: `The item on line ${itemLine} is longer than 1 MiB` });
      pieces = undefined;
      start = -1;
      return item;
    };
    const items: { text: string; line: number }[] = [];
    for (let at = 0; at < chunk.length; at += 1) {
      const c = chunk.charAt(at);
      if (c === '\n') line += 1;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') inString = false;
        else if (top === '{' && depth === 1 && key.length < 64) key += c;
        continue;
      }
      if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
      if (depth === 0 && top !== undefined) throw new AdapterError('The JSON file has more after its end');
      if (itemDepth > 0 && depth === itemDepth && (c === ',' || c === ']')) {
        const item = end(at);
        if (item) items.push(item);
      } else if (itemDepth > 0 && depth === itemDepth && !pieces) {
        pieces = [];
        size = 0;
        start = at;
        itemLine = line;
      }
      if (c === '"') {
        inString = true;
        if (top === '{' && depth === 1) key = '';
      } else if (c === '[' || c === '{') {
        if (depth === 0) {
          top = c;
          if (c === '[') itemDepth = 1;
        } else if (top === '{' && depth === 1 && c === '[' && key === 'records' && itemDepth === 0) itemDepth = 2;
        depth += 1;
      } else if (c === ']' || c === '}') {
        depth -= 1;
        if (depth < itemDepth) itemDepth = -1;
        if (depth < 0) throw new AdapterError('The file is not valid JSON');
      } else if (depth === 0) {
        throw new AdapterError('The file is not JSON: it must be an array of objects, or an object with a “records” array');
      }
    }
    if (pieces && start !== -1) {
      const piece = chunk.slice(start);
      size += piece.length;
      if (size <= MAX_RECORD_LENGTH) pieces.push(piece);
      else pieces.length = 0;
    }
    yield* items;
  }
  if (depth !== 0 || inString) throw new AdapterError('The JSON file ends before its last item or bracket closes');
  if (top === undefined) throw new AdapterError('The file is empty');
  if (itemDepth === 0) throw new AdapterError('The JSON file has no “records” array');
}

/** The records of a JSON file, mapped like an HTTP API's (a mapping's values are paths in an item). */
async function* jsonRecords(context: FetchContext, entity: FileEntity, text: AsyncIterable<string>): AsyncIterable<FetchedRecord> {
  const paths = compilePaths(fieldSources(entity, context.config));
  const idLabel = idSource(entity, context.config);
  const id = { path: compilePath('id column', idLabel), label: idLabel };
  for await (const item of jsonItems(text, (error) => {
    context.rowError(error);
  })) {
    const line = item.line;
    let value: unknown;
    try {
      value = JSON.parse(item.text);
    } catch {
      context.rowError({ line, message: `The item on line ${line} is not valid JSON` });
      continue;
    }
    const record = itemRecord(entity, value, id, paths);
    if (typeof record === 'string') context.rowError({ line, message: `The item on line ${line} ${record}` });
    else yield record;
  }
}

async function* fetchFile(context: FetchContext): AsyncIterable<FetchedRecord[]> {
  const { file, config } = context;
  if (!file) throw new AdapterError('No file was uploaded to the connection');
  const entity = entityOf(config);
  const format = config['format'] === 'csv' || config['format'] === 'json' ? config['format'] : file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  const text = decodeFile(file.open(), typeof config['encoding'] === 'string' ? config['encoding'] : 'utf-8', context.signal);
  const records = format === 'json' ? jsonRecords(context, entity, text) : csvRecords(context, entity, text);
  yield* inBatches(records, context.signal, context.limit);
}
