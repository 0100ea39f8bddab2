import type { components } from '@vigil/openapi';

type Field = components['schemas']['SearchFields']['fields'][number];

/**
 * What global search matches per entity type. `name` is the asset's column; the others are paths
 * in its fields, as vigil_search_terms (migration 095) reads them: `words` fields match at the
 * start of any of their words, the others (addresses, serials) at the start of the whole value.
 */
export const SEARCH_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  devices: [
    { name: 'name', title: 'Host Name' },
    { name: 'ips', title: 'IP Addresses' },
    { name: 'macs', title: 'MAC Addresses' },
    { name: 'serial', title: 'Serial Number' },
  ],
  users: [
    { name: 'name', title: 'User Name' },
    { name: 'display_name', title: 'Display Name' },
    { name: 'mail', title: 'Email Address' },
  ],
  software: [
    { name: 'name', title: 'Name' },
    { name: 'vendor', title: 'Vendor' },
  ],
  vulnerabilities: [{ name: 'name', title: 'CVE ID' }],
};
const NAME_ONLY: readonly Field[] = [{ name: 'name', title: 'Asset Name' }];
export const fieldsOf = (entity: string): readonly Field[] => SEARCH_FIELDS[entity] ?? NAME_ONLY;

/** The keys of an asset's fields that vigil_search_terms reads: searched at the start of each word, or of the whole value. */
export const WORD_VALUE_KEYS = ['display_name', 'mail', 'vendor'] as const;
export const WHOLE_VALUE_KEYS = ['ips', 'macs', 'serial'] as const;

/** The fields whose words are searched (the word keys, and the name). */
const WORD_FIELDS: ReadonlySet<string> = new Set(['name', ...WORD_VALUE_KEYS]);

/**
 * Whether the character at `at` separates words: whitespace or ASCII punctuation,
 * `[[:space:][:punct:]]` in the databases' C locale (tab to carriage return, space, and the
 * printable ASCII that is no letter or digit). Past the end: no.
 */
export function separatorAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return (code >= 9 && code <= 13) || (code >= 32 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

/** PostgreSQL's lower() in the C locale: ASCII letters only, so the highlight agrees with the index. */
export const lowerAscii = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * Whether a value of `field` matches `needle` (already lower-cased) as the search terms do: at its
 * start, or, for a word field, at the start of one of its words (after a separator).
 */
export function valueMatches(field: string, value: string, needle: string): boolean {
  const text = lowerAscii(value);
  if (text.startsWith(needle) && (field === 'name' || !WORD_FIELDS.has(field) || !separatorAt(text, 0))) return true;
  if (!WORD_FIELDS.has(field)) return false;
  for (let at = text.indexOf(needle, 1); at > 0; at = text.indexOf(needle, at + 1)) {
    if (separatorAt(text, at - 1) && !separatorAt(text, at)) return true;
  }
  return false;
}
