// For the saga tests and stories: the real reducer and saga of the Adapters area.
import { combineSlices } from '@reduxjs/toolkit';
import type { ApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { createAdaptersSaga } from './adapters.sagas';
import { adaptersSlice } from './adapters.slice';

export const adaptersStoreSlices = [adaptersSlice] as const;

export function adaptersTestStore(client: ApiClient) {
  return createVigilStore({ reducer: combineSlices(...adaptersStoreSlices), saga: createAdaptersSaga(), client });
}
