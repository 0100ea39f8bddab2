/** Results per page of global search (spec 001 section 9). */
export const GLOBAL_SEARCH_PAGE_SIZE = 200;

/** Typing waits this long before it searches; a newer keystroke starts the wait again. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 300;

/** Where a result opens: the assets route, entity type then asset id (spec 001 section 2). */
export function assetPath(entityType: string, assetId: string): string {
  return `/assets/${encodeURIComponent(entityType)}/${encodeURIComponent(assetId)}`;
}
