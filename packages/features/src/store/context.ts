import { getContext } from 'redux-saga/effects';

/** The key under which sagas find the API client in their context. */
export const API_CLIENT = 'apiClient';

/** Effect that yields the API client given to the store. */
export const getApiClient = () => getContext(API_CLIENT);
