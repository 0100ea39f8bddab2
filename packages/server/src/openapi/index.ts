export { loadSpec, type OpenApiDocument } from './spec.js';
export { registerRoutes } from './registerRoutes.js';
export type { Handler, HandlerContext, Handlers, OperationId, RequestBody, SuccessBody } from './handlers.js';
