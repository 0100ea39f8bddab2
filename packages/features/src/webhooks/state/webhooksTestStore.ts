// For the saga tests and stories: the real reducer and saga of the Webhooks tab.
import { combineSlices } from '@reduxjs/toolkit';
import type { ApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../store/createVigilStore';
import { createWebhooksSaga } from './webhooks.sagas';
import { webhooksSlice } from './webhooks.slice';

export const webhooksStoreSlices = [webhooksSlice] as const;

export function webhooksTestStore(client: ApiClient) {
  return createVigilStore({ reducer: combineSlices(...webhooksStoreSlices), saga: createWebhooksSaga(), client });
}
