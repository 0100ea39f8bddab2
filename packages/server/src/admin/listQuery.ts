import type { components } from '@vigil/openapi';

type PageMeta = components['schemas']['PageMeta'];

/** A list request the client got wrong (bad cursor, unknown sort field): the server's error handler answers 400 with its message. */
export class ListQueryError extends Error {
  readonly statusCode = 400;
}

/** `page`/`size` or `cursor` as an offset; the cursor, opaque to clients, is the offset of the next page. */
export function pageWindow(query: { page?: number; size?: number; cursor?: string }): { offset: number; size: number } {
  const size = query.size ?? 20;
  if (query.cursor === undefined) return { offset: (query.page ?? 0) * size, size };
  const offset = Number(Buffer.from(query.cursor, 'base64url').toString('utf8').replace(/^o:/, ''));
  if (!query.cursor.length || !Number.isSafeInteger(offset) || offset < 0) throw new ListQueryError('Invalid request: query/cursor is not a cursor of this list');
  return { offset, size };
}

export function pageMeta({ offset, size }: { offset: number; size: number }, returned: number, total: number): PageMeta {
  const next = offset + returned;
  return {
    page: Math.floor(offset / size),
    size,
    total,
    next_cursor: returned > 0 && next < total ? Buffer.from(`o:${String(next)}`).toString('base64url') : null,
  };
}

/** `ORDER BY` for `sort` (a field, `-` for descending) among `fields` (name -> SQL expression); `fallback` when absent. */
export function orderBy(sort: string | undefined, fields: Record<string, string>, fallback: string, tieBreaker: string): string {
  const name = (sort ?? fallback).replace(/^-/, '');
  // Own keys only: `constructor` is no field to sort by.
  const expression = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!expression) throw new ListQueryError(`Cannot sort by "${name}"; sort by one of: ${Object.keys(fields).join(', ')}.`);
  const direction = sort?.startsWith('-') ? 'desc' : 'asc';
  return `order by ${expression} ${direction} nulls last, ${tieBreaker}`;
}

/** A name's SQL expression sorted as people read names (accents beside their letter, numbers by value, case aside). */
export const naturalOrder = (expression: string): string => `${expression} collate vigil_natural`;

/** A text as part of a LIKE pattern, taken literally: its `%`, `_` and `\` escaped (PostgreSQL's default escape). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `expression` matches `pattern` (a parameter holding a containsPattern), case and accents aside: 'emile' finds 'Émile'. */
export const foldedMatch = (expression: string, pattern: string): string => `vigil_fold(${expression}) like vigil_fold(${pattern})`;

/** Any of `expressions` matches `pattern` as foldedMatch does: the OR of a search over several columns, in parentheses. */
export const anyFoldedMatch = (expressions: readonly string[], pattern: string): string =>
  `(${expressions.map((expression) => foldedMatch(expression, pattern)).join(' or ')})`;

/** A search text as an ILIKE pattern matching it anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string): string => `%${likeLiteral(text)}%`;

