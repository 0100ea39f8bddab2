export { createVigilStore, type VigilStore, type VigilStoreOptions } from './createVigilStore';
export { API_CLIENT } from './context';
export { callApi } from './callApi';
