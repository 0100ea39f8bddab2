/** The key under which sagas find the API client in their context. */
export const API_CLIENT = 'apiClient';
