import { PlaceholderScreen } from './PlaceholderScreen';

/**
 * The campaign approval page, reached with campaign_approval_id and no login. The campaigns
 * issue builds it: the lookup (GET campaigns_external/{id}, to / on failure), the selections
 * table and the submit.
 */
export function CampaignApprovalScreen({ approvalId }: { approvalId: string }) {
  return (
    <main id="main-content">
      <PlaceholderScreen title="Campaign approval" summary={`The approval page of campaign invitation ${approvalId}.`} />
    </main>
  );
}
