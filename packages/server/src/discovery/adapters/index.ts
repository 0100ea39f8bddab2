export { ADAPTERS, type AdapterRegistry } from './registry.js';
export { AdapterError, type Adapter, type Entity, type FetchContext, type FetchedRecord, type RowError } from './types.js';
