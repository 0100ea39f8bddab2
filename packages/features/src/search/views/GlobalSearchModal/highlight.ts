/** A piece of a value: `match` where it equals the searched text (any case). */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits `value` at every occurrence of `query`, ignoring case, for marking the matches. */
export function highlightParts(value: string, query: string): HighlightPart[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [{ text: value, match: false }];
  const haystack = value.toLowerCase();
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: value.slice(from, at), match: false });
    parts.push({ text: value.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < value.length) parts.push({ text: value.slice(from), match: false });
  return parts;
}

/** An adapter's module name as people read it: `active_directory_adapter` is Active Directory. */
export function adapterName(module: string): string {
  return module
    .replace(/_adapter$/, '')
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
