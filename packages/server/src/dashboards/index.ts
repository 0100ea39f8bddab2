import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { chartDataHandlers } from './chartData.js';
import { spacesHandlers } from './spaces.js';
import { transferHandlers } from './transfer.js';

/** Every operation of the dashboards domain (README.md). */
export const dashboardsHandlers = (db: Database): Handlers => ({
  ...spacesHandlers(db),
  ...chartDataHandlers(),
  ...transferHandlers(),
});
