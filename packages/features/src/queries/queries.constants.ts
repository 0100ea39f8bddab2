/** Saved queries listed per request (spec 9: default page size 20). */
export const QUERIES_PAGE_SIZE = 20;
/** Versions listed per request (spec 9: 'Default page size 20 for ... versions'). */
export const QUERY_VERSIONS_PAGE_SIZE = 20;
/** The search box waits this long after the last keystroke (designed: the spec gives no value). */
export const QUERIES_SEARCH_DEBOUNCE_MS = 300;
/** The live counts wait this long after the last change of the draft filter (designed). */
export const QUERY_COUNT_DEBOUNCE_MS = 300;
/** Matching assets shown under the editor: the preview's first page (designed; the contract allows 1 to 200). */
export const QUERY_PREVIEW_SIZE = 50;
/** The entity of a new query when the address names none. */
export const DEFAULT_QUERY_ENTITY = 'devices';

/** The list's kind filter, as the contract's `kind` parameter. */
export const QUERY_KINDS = ['all', 'predefined', 'mine', 'shared'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/** The list's sort: a field of the contract, `-` first for descending. */
export const QUERY_SORT_FIELDS = ['name', 'last_updated', 'entity', 'owner'] as const;
export const DEFAULT_QUERIES_SORT = 'name';

/** The `folder_id` parameter's value for queries in no folder. */
export const ROOT_FOLDER = 'root';

/** The addresses of the Queries area (spec 2: queries (folder, history, or query id)). */
export const QUERIES_PATHS = {
  list: '/queries',
  folder: (folderId: string) => `/queries/folder/${encodeURIComponent(folderId)}`,
  new: (options: { entity?: string; folderId?: string | null } = {}) => {
    const query = new URLSearchParams();
    if (options.entity) query.set('entity', options.entity);
    if (options.folderId) query.set('folder', options.folderId);
    const search = query.toString();
    return `/queries/new${search ? `?${search}` : ''}`;
  },
  query: (queryId: string) => `/queries/${encodeURIComponent(queryId)}`,
  history: (queryId: string) => `/queries/${encodeURIComponent(queryId)}/history`,
} as const;
