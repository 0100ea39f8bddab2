export { createVigilStore, type VigilStore, type VigilStoreOptions } from './createVigilStore';
export { API_CLIENT, getApiClient } from './context';
