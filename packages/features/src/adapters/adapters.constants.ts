/** The catalogue asks for every adapter at once (the server has a few dozen). */
export const ADAPTERS_PAGE_SIZE = 500;
export const CONNECTIONS_PAGE_SIZE = 50;
export const FETCH_HISTORY_PAGE_SIZE = 50;
/** How many of the latest discovery runs the discovery history shows. */
export const DISCOVERY_RUNS_SHOWN = 20;

/** The area's addresses. */
export const ADAPTERS_PATHS = {
  catalogue: '/adapters',
  adapter: (module: string) => `/adapters/${encodeURIComponent(module)}`,
  connections: '/connections',
  history: '/adapters_fetch_history',
} as const;
