import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/index.js';

/** The 400 of a cursor that was changed, or that belongs to another list (entity, query, filter, sort or caller). */
export const FOREIGN_CURSOR = 'Invalid request: query/cursor is not a cursor of this list; start again from the first page.';

/** A request this domain refuses before it runs anything: answered with its status and sentence. */
export class AssetRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
    readonly details: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

const CURSOR_KEY = 'list_cursor_key';

/**
 * The key that signs list cursors: made once (random, 256 bits) and kept in server_secrets, so
 * every instance on the database signs and checks alike, and a restart keeps cursors valid.
 */
export function cursorKey(db: Queryable): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  const load = async () => {
    await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [CURSOR_KEY, randomBytes(32).toString('base64url')]);
    const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [CURSOR_KEY]);
    if (!row) throw new Error('the cursor key was not stored');
    return Buffer.from(row.value, 'base64url');
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

/** What a cursor is bound to: a hash of everything that makes the list (never its columns). */
export const listBinding = (parts: readonly unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

const MAC_BYTES = 16;
const mac = (key: Buffer, binding: string, payload: string) => createHmac('sha256', key).update(`${binding}.${payload}`).digest().subarray(0, MAC_BYTES);

/** `payload` as an opaque cursor: its JSON, signed together with the list's binding. */
export function signCursor(key: Buffer, binding: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, binding, body).toString('base64url')}`;
}

/** The payload of a cursor this server signed for this list; a 400 for any other. */
export function openCursor(key: Buffer, binding: string, cursor: string): Record<string, unknown> {
  const [body, signature, extra] = cursor.split('.');
  if (body === undefined || signature === undefined || extra !== undefined) throw new AssetRequestError(400, FOREIGN_CURSOR);
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, binding, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AssetRequestError(400, FOREIGN_CURSOR);
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) return payload as Record<string, unknown>;
  } catch {
    // A signed body is always JSON; falls through to the refusal.
  }
  throw new AssetRequestError(400, FOREIGN_CURSOR);
}

/** Where a newest-first keyset page starts (after the row at this time and id) and its page number. */
export interface KeysetPosition {
  at: string;
  id: string;
  page: number;
}

/** A cursor holding `position`, signed for this list. */
export const keysetCursor = (key: Buffer, binding: string, position: KeysetPosition): string =>
  signCursor(key, binding, { a: position.at, i: position.id, p: position.page });

/** The position a `keysetCursor` of this list holds; a 400 (AssetRequestError) for any other cursor. */
export function openKeysetCursor(key: Buffer, binding: string, cursor: string): KeysetPosition {
  const { a, i, p } = openCursor(key, binding, cursor);
  if (typeof a !== 'string' || typeof i !== 'string' || typeof p !== 'number' || !Number.isSafeInteger(p) || p < 1) throw new AssetRequestError(400, FOREIGN_CURSOR);
  return { at: a, id: i, page: p };
}
