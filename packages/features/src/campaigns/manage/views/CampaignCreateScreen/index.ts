export { CampaignCreateScreen } from './CampaignCreateScreen';
