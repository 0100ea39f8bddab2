import { separatorAt, WHOLE_VALUE_KEYS, WORD_VALUE_KEYS } from './fields.js';

/**
 * An asset's search terms computed in the server's own code, for discovery's big loads (the SQL
 * function's per-value calls were the largest part of a first run, bench/discovery.mjs). They are
 * `vigil_search_terms` (migrations 136 and 139) taken distinct, for the texts it reads the same
 * way in every database: ASCII strings, whose lower() and word separators do not depend on the
 * locale. For anything else (a letter beyond ASCII, a number, whose JSON text the database
 * writes its own way) the answer is null: the caller lets SQL compute that asset's terms.
 * `terms.test.ts` compares the two row for row.
 */

/** Term classes (migration 095): the whole name, a word of the name, another field's value or word. */
const NAME = 0;
const NAME_WORD = 1;
const FIELD = 2;
/** Terms are cut at the longest search value. */
const TERM_LENGTH = 200;
/** The keys of an asset's fields its terms read: the caller need read no others. */
export const SEARCHED_KEYS: readonly string[] = [...WORD_VALUE_KEYS, ...WHOLE_VALUE_KEYS];

export type Term = readonly [termClass: number, term: string];

const ASCII = /^[\0-\x7f]*$/;

/** vigil_search_values: the key's value, or its array's elements; strings only (null: not ours to compute). */
function valuesOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  const values: string[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string') {
      if (!ASCII.test(item)) return null;
      values.push(item.toLowerCase());
    } else if (typeof item === 'number') return null;
    // Other JSON types (null, booleans, objects, nested arrays) are not searched.
  }
  return values;
}

/** vigil_search_words: each suffix of `text` that starts a word (a character that is no separator, after one that is). */
function wordSuffixes(text: string, from: number, add: (term: string) => void): void {
  for (let at = from; at < text.length; at += 1) {
    if (!separatorAt(text, at) && (at === 0 || separatorAt(text, at - 1))) add(text.slice(at));
  }
}

/**
 * The distinct terms of an asset with `name` and `fields`, sorted as the primary key of
 * search_terms orders them (class, then term bytewise), or null when SQL must compute them.
 */
export function searchTermsOf(name: string, fields: Readonly<Record<string, unknown>>): Term[] | null {
  if (!ASCII.test(name)) return null;
  const seen = new Set<string>();
  const terms: Term[] = [];
  const adder = (termClass: number) => (term: string) => {
    if (term === '') return;
    const cut = term.slice(0, TERM_LENGTH);
    const key = `${termClass}:${cut}`;
    if (seen.has(key)) return;
    seen.add(key);
    terms.push([termClass, cut]);
  };
  const lowered = name.toLowerCase();
  adder(NAME)(lowered);
  // The name's first word is the name itself (class 0), not again a word of it.
  wordSuffixes(lowered, 1, adder(NAME_WORD));
  const field = adder(FIELD);
  for (const key of WORD_VALUE_KEYS) {
    const values = valuesOf(fields[key]);
    if (values === null) return null;
    for (const value of values) wordSuffixes(value, 0, field);
  }
  for (const key of WHOLE_VALUE_KEYS) {
    const values = valuesOf(fields[key]);
    if (values === null) return null;
    values.forEach(field);
  }
  return terms.sort(([a, x], [b, y]) => a - b || (x < y ? -1 : x > y ? 1 : 0));
}
