export { loadSpec, type OpenApiDocument } from './spec.js';
export { NOT_LOGGED_IN, registerRoutes } from './registerRoutes.js';
export type { Handler, HandlerContext, Handlers, OperationId, RequestBody, SuccessBody } from './handlers.js';
