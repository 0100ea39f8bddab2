import { unwrapAttributes, unwrapValue, type ApiClient, type ApprovalDecision, type CampaignApproval } from '@vigil/openapi';

/** One decision to record. */
export interface ApprovalChoice {
  uuid: string;
  action: ApprovalDecision;
}

/** GET campaigns_external/{id}: what the approver of this approval id sees (no login). */
export async function getCampaignApproval(client: ApiClient, approvalId: string, signal?: AbortSignal): Promise<CampaignApproval> {
  return unwrapAttributes(client.GET('/campaigns_external/{id}', { params: { path: { id: approvalId } }, signal }));
}

/** POST campaigns_external: records the approver's decisions; resolves to how many were recorded. */
export async function submitCampaignApproval(client: ApiClient, approvalId: string, selections: ApprovalChoice[]): Promise<number> {
  return (await unwrapValue(client.POST('/campaigns_external', { body: { uuid: approvalId, selections } }))).submitted;
}
