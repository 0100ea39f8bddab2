export type { paths, components, operations } from './schema.gen.js';
export { CLIENT_HEADERS, createApiClient, REFRESH_BEFORE_EXPIRY_MS, type ApiClient, type ApiClientOptions } from './client.js';
export { ApiError, NETWORK_ERROR_MESSAGE, isCancelled } from './ApiError.js';
export { ApiEvents, type ApiEventMap } from './events.js';
export { localSessionStore, memorySessionStore, type SessionStore } from './session.js';
export { unwrap, unwrapAttributes, unwrapMeta, unwrapValue } from './unwrap.js';
export type * from './schemas.gen.js';
export {
  NAVIGATION_ENTRIES,
  holds,
  navigationEntryEnabled,
  navigationEntryShown,
  type NavigationAccess,
  type NavigationContext,
  type NavigationEntryRule,
  type PermissionNeed,
} from './navigation.js';
