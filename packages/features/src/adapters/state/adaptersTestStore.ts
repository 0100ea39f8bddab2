// For the saga tests and stories: the real reducer and saga of the Adapters area.
import { combineSlices } from '@reduxjs/toolkit';
import type { ApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { createAdaptersSaga } from './adapters.sagas';
import { topbarSlice } from '../../topbar/state/topbar.slice';
import { adaptersSlice } from './adapters.slice';

/** The area's slice, and the top bar's, whose discovery lifecycle the open views follow (the app always has it). */
export const adaptersStoreSlices = [adaptersSlice, topbarSlice] as const;

export function adaptersTestStore(client: ApiClient) {
  return createVigilStore({ reducer: combineSlices(...adaptersStoreSlices), saga: createAdaptersSaga(), client });
}
