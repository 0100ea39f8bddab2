import type { Handlers } from '../openapi/index.js';
import { CONSTANTS, VERSION } from '../constants.js';

/** Health and product constants. */
export const systemHandlers = {
  getHealth: async () => ({ status: 'ok', version: VERSION }),
  getConstants: async () => ({ data: { attributes: { value: CONSTANTS } } }),
} satisfies Handlers;
