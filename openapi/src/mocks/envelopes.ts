import type { PageMeta } from '../schemas.gen.js';

/** `{ data: { attributes: { value } } }`, the spec's usual reply envelope. */
export const valueReply = <V>(value: V) => ({ data: { attributes: { value } } });

/** `{ data: { attributes } }`. */
export const attributesReply = <A>(attributes: A) => ({ data: { attributes } });

/** `{ meta }`. */
export const metaReply = <M>(meta: M) => ({ meta });

/** One page of a list reply: `{ data: items, meta: PageMeta }`, as every list endpoint answers. */
export function pageReply<T>(all: readonly T[], { page = 0, size = 20 }: { page?: number; size?: number } = {}) {
  const data = all.slice(page * size, (page + 1) * size);
  const last = (page + 1) * size >= all.length;
  const meta: PageMeta = { page, size, total: all.length, next_cursor: last ? null : String(page + 1) };
  return { data, meta };
}
