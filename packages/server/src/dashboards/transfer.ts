import type { Handlers } from '../openapi/index.js';

/** Export (one dashboard as JSON, several as JSON or a template zip) and import with its dry run. */
export const transferHandlers = (): Handlers => ({});
