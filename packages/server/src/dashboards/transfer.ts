import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';

/** Export (one dashboard as JSON, several as JSON or a template zip) and import with its dry run. */
export const transferHandlers = (db: Database): Handlers => {
  void db;
  return {};
};
