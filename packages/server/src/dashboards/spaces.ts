import type { Handlers } from '../openapi/index.js';

/** Spaces and charts: list, create, edit, sharing, favourites, order, folders, delete, charts CRUD, layouts, move, templates. */
export const spacesHandlers = (): Handlers => ({});
