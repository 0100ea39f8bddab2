// For the saga tests and stories: the approval page's real reducer and saga over a given API client.
import { combineSlices } from '@reduxjs/toolkit';
import type { ApiClient } from '@vigil/openapi';
import { createVigilStore } from '../../../store/createVigilStore';
import { createCampaignApprovalSaga } from './approval.sagas';
import { campaignApprovalSlice } from './approval.slice';

export function campaignApprovalTestStore(client: ApiClient) {
  return createVigilStore({ reducer: combineSlices(campaignApprovalSlice), saga: createCampaignApprovalSaga(), client });
}
