import { useParams } from 'react-router-dom';
import { CampaignCreateScreen, CampaignScreen, CampaignsScreen, FeatureGate, NEW_CAMPAIGN_ID, campaignsFeatures } from '@vigil/features';

/** The screen of the address: the list, a new campaign (`/campaigns/new`), or one campaign. */
function CampaignsPage() {
  const { campaignId } = useParams();
  if (campaignId === NEW_CAMPAIGN_ID) return <CampaignCreateScreen />;
  if (campaignId) return <CampaignScreen campaignId={campaignId} />;
  return <CampaignsScreen />;
}

/** Campaigns: access reviews, their creation from a saved query, schedule, progress and evidence. */
export function Component() {
  return (
    <FeatureGate features={campaignsFeatures}>
      <CampaignsPage />
    </FeatureGate>
  );
}
