export { CampaignScreen, type CampaignScreenProps } from './CampaignScreen';
