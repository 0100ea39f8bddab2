export { CampaignPreviewPanel } from './CampaignPreviewPanel';
