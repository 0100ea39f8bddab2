import type { Feature } from '../store/feature';
import { createSearchSaga } from './state/search.sagas';
import { searchSlice } from './state/search.slice';

/** The global search modal's state, injected the first time the modal opens (never on the login path). */
export const searchFeature: Feature = { name: 'search', slice: searchSlice, saga: () => createSearchSaga() };

export const searchFeatures: readonly Feature[] = [searchFeature];
