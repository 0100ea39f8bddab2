/** Assets listed per request (spec 9: 'Default page size 20 for ... asset views'). */
export const ASSETS_PAGE_SIZE = 20;
/** The list's sort until the user picks one (spec 9: 'Default asset sort: last_updated descending'). */
export const DEFAULT_ASSETS_SORT = '-last_updated';
/** The saved-query picker lists this many queries of the type, by name (designed: a select, not a paged list). */
export const SAVED_QUERY_PICKER_SIZE = 200;
/** Investigation events listed per request (designed, as the asset views' page size). */
export const INVESTIGATION_PAGE_SIZE = 20;
/** The investigation's default date range, in days back from today (spec 9: 'Default relative date range: last 7 days'). */
export const INVESTIGATION_DEFAULT_DAYS = 7;
/** The event types the reference server writes (the spec does not show the values). */
export const INVESTIGATION_EVENT_TYPES = ['field_changed', 'adapter_connection_added', 'adapter_connection_removed'] as const;
/** The export's progress is put at most once per this many rows read (designed: keeps the store quiet on a long file). */
export const EXPORT_PROGRESS_EVERY_ROWS = 500;

/** How long the exported file's blob address is kept after its download starts (designed). */
export const EXPORT_URL_KEEP_MS = 60_000;

/** The addresses of the assets area (spec 2: assets (entity type, then asset id), and the asset-investigation prefix). */
export const ASSETS_PATHS = {
  list: '/assets',
  entity: (entity: string, search = '') => `/assets/${encodeURIComponent(entity)}${search ? `?${search}` : ''}`,
  asset: (entity: string, id: string) => `/assets/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`,
  investigation: (entity: string, id: string) => `/asset-investigation/${encodeURIComponent(entity)}/${encodeURIComponent(id)}`,
} as const;

/** The list's view in the address (spec 3, asset views: query, sort): `?query=<saved query id>&filter=<QueryFilter JSON>&sort=`. */
export const ASSETS_SEARCH_PARAMS = { query: 'query', filter: 'filter', sort: 'sort' } as const;
