import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { chartDataHandlers } from './chartData.js';
import { spacesHandlers } from './spaces.js';
import { IMPORT_BODY_LIMIT_BYTES, transferHandlers } from './transfer.js';

/** Every operation of the dashboards domain (README.md). */
export const dashboardsHandlers = (db: Database): Handlers => ({
  ...spacesHandlers(db),
  ...chartDataHandlers(db),
  ...transferHandlers(db),
});

/** Request bodies the dashboards domain takes beyond the server's default limit, by operation. */
export const DASHBOARD_BODY_LIMITS = { importSpaces: IMPORT_BODY_LIMIT_BYTES } as const;
