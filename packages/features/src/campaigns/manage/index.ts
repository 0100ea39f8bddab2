export { CampaignsScreen } from './views/CampaignsScreen';
export { CampaignCreateScreen } from './views/CampaignCreateScreen';
export { CampaignScreen, type CampaignScreenProps } from './views/CampaignScreen';
export {
  campaignListSlice,
  initialCampaignListState,
  campaignsScreenOpened,
  campaignsRequested,
  campaignsStatusFilterChanged,
  campaignsMoreRequested,
  type CampaignListState,
} from './state/campaignList.slice';
export {
  campaignSlice,
  initialCampaignState,
  campaignCreationOpened,
  campaignOpened,
  approverSearchTyped,
  approverNotifyMethodsRequested,
  campaignPreviewRequested,
  campaignPreviewCleared,
  campaignScheduleSubmitted,
  campaignTerminateConfirmed,
  campaignEvidenceRequested,
  campaignNoticeDismissed,
  type CampaignState,
  type CampaignPreviewInput,
  type NotifyMethodsEntry,
} from './state/campaign.slice';
export { selectCampaignList, selectCampaign, selectCanManageCampaigns } from './state/campaigns.selectors';
export { createCampaignListSaga, createCampaignSaga, firstErrorDetail, type CampaignsSagaOptions, type CampaignDownload } from './state/campaigns.sagas';
export * from './campaigns.constants';
export { CAMPAIGNS_MESSAGES } from './campaigns.messages';
export { campaignsFeatures, campaignListFeature, campaignFeature } from './campaigns.feature';
