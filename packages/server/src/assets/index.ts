import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { assetDetailHandlers } from './detail.js';
import { investigationHandlers } from './investigation.js';
import { assetListHandlers } from './list.js';
import { assetSummaryHandlers } from './summary.js';

/** Every operation of the assets domain: lists, export, columns, summary, detail, as of, investigation. */
export const assetsHandlers = (db: Database): Handlers => ({
  ...assetListHandlers(db),
  ...assetSummaryHandlers(db),
  ...assetDetailHandlers(db),
  ...investigationHandlers(db),
});
