export { CampaignsScreen } from './CampaignsScreen';
