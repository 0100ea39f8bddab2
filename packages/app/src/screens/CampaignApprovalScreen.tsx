import { ApprovalPage, FeatureGate, campaignApprovalFeatures } from '@vigil/features';

/**
 * The campaign approval page, reached with campaign_approval_id and no login: its slice and saga
 * join the store when this lazy screen loads, so the login page carries none of it.
 */
export function CampaignApprovalScreen({ approvalId }: { approvalId: string }) {
  return (
    <main id="main-content">
      <FeatureGate features={campaignApprovalFeatures}>
        <ApprovalPage approvalId={approvalId} />
      </FeatureGate>
    </main>
  );
}
