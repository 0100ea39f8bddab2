export { ApprovalPage, type ApprovalPageProps } from './views/ApprovalPage';
export {
  campaignApprovalSlice,
  initialCampaignApprovalState,
  approvalOpened,
  approvalLoaded,
  approvalFailed,
  approvalChoiceChanged,
  approvalChoicesSetAll,
  approvalChoicesCleared,
  approvalSubmitRequested,
  approvalSubmitSucceeded,
  approvalSubmitFailed,
  approvalNoticeShown,
  type CampaignApprovalState,
  type ApprovalNotice,
} from './state/approval.slice';
export * from './state/approval.selectors';
export { createCampaignApprovalSaga } from './state/approval.sagas';
export { getCampaignApproval, submitCampaignApproval, type ApprovalChoice } from './api/approval.api';
export * from './approval.constants';
export { CAMPAIGN_APPROVAL_MESSAGES } from './approval.messages';
export { campaignApprovalFeature, campaignApprovalFeatures } from './approval.feature';
