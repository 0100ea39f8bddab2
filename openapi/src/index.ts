export type { paths, components, operations } from './schema.gen.js';
export { createApiClient, type ApiClient, type ApiClientOptions } from './client.js';
export { ApiError } from './ApiError.js';

import type { components } from './schema.gen.js';

/** Named schema types, re-exported so callers never spell `components['schemas']`. */
export type Constants = components['schemas']['Constants'];
export type ConstantsReply = components['schemas']['ConstantsReply'];
export type Health = components['schemas']['Health'];
export type ErrorBody = components['schemas']['Error'];
