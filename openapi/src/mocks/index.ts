// The mock kit: MSW handlers typed by the spec (paths, parameters, bodies and replies) and
// typed fixture builders, for stories and tests. Never imported by the console itself.
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../schema.gen.js';

/** MSW's `http`, typed by the contract: `apiHttp.get('/get_constants', ({ response }) => ...)`. */
export const apiHttp = createOpenApiHttp<paths>({ baseUrl: '*/api' });

export { fixture, type DeepPartial } from './fixture.js';
export { attributesReply, metaReply, pageReply, valueReply } from './envelopes.js';
export * from './fixtures.js';
