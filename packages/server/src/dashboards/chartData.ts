import type { Handlers } from '../openapi/index.js';

/** Chart data through the query engine (one request per dashboard), refresh, and a chart's CSV. */
export const chartDataHandlers = (): Handlers => ({});
