import type { Feature } from '../../store/feature';
import { campaignSlice } from './state/campaign.slice';
import { campaignListSlice } from './state/campaignList.slice';
import { createCampaignListSaga, createCampaignSaga } from './state/campaigns.sagas';

/** The list of campaigns. */
export const campaignListFeature: Feature = { name: 'campaignList', slice: campaignListSlice, saga: () => createCampaignListSaga() };
/** The creation screen and a campaign's page: preview, schedule, terminate, evidence. */
export const campaignFeature: Feature = { name: 'campaign', slice: campaignSlice, saga: () => createCampaignSaga() };

/** Everything the Campaigns area needs, injected when its lazy screen mounts (never on the login path). */
export const campaignsFeatures: readonly Feature[] = [campaignListFeature, campaignFeature];
