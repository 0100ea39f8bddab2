import type { Feature } from '../../store/feature';
import { createCampaignApprovalSaga } from './state/approval.sagas';
import { campaignApprovalSlice } from './state/approval.slice';

/** The campaign approval page (no login), injected when its lazy screen mounts. */
export const campaignApprovalFeature: Feature = { name: 'campaignApproval', slice: campaignApprovalSlice, saga: () => createCampaignApprovalSaga() };

/** Everything the approval page needs in the store. */
export const campaignApprovalFeatures: readonly Feature[] = [campaignApprovalFeature];
