import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';

/** Spaces and charts: list, create, edit, sharing, favourites, order, folders, delete, charts CRUD, layouts, move, templates. */
export const spacesHandlers = (db: Database): Handlers => {
  void db;
  return {};
};
