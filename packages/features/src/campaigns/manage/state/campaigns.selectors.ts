import { createSelector } from '@reduxjs/toolkit';
import { can, selectAccess } from '../../../shell/state/shell.selectors';
import { initialCampaignState, type CampaignState } from './campaign.slice';
import { initialCampaignListState, type CampaignListState } from './campaignList.slice';

// Until the lazy screen injects the slices, their initial states stand in.
export const selectCampaignList = (state: { campaignList?: CampaignListState }): CampaignListState => state.campaignList ?? initialCampaignListState;
export const selectCampaign = (state: { campaign?: CampaignState }): CampaignState => state.campaign ?? initialCampaignState;

/** Enforcements/Update creates, schedules and terminates campaigns (the contract's x-permission). */
export const selectCanManageCampaigns = createSelector(selectAccess, (access) => can(access, 'Enforcements', 'Update'));
