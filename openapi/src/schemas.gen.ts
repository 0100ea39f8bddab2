// Generated from openapi/openapi.yaml by `npm run generate:openapi`. Do not edit.

import type { components } from './schema.gen.js';

export type ErrorBody = components['schemas']['Error'];
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type PageMeta = components['schemas']['PageMeta'];
export type Health = components['schemas']['Health'];
export type Constants = components['schemas']['Constants'];
export type InputLimits = components['schemas']['InputLimits'];
export type ConstantsReply = components['schemas']['ConstantsReply'];
