import type { Database, Queryable } from '../db/index.js';
import { isUuid } from '../auth/ids.js';
import { sendCsv, toCsv } from '../admin/csv.js';
import { callerOf, sendError } from '../admin/access.js';
import type { Handlers } from '../openapi/index.js';
import type { ChainedRecord } from './chain.js';
import { CAMPAIGN_NOT_FOUND, campaignVisibleTo, type CampaignRow } from './store.js';

/** The evidence CSV's columns, in order: the record's fields (DecisionRecord), then the chain. */
export const EVIDENCE_COLUMNS = [
  'sequence',
  'decided_at',
  'approver',
  'approval',
  'user',
  'application',
  'entitlement_type',
  'entitlement_name',
  'action',
  'prev_hash',
  'hash',
] as const;

/** A campaign's decision log as recorded, in order (what the CSV shows and verifyChain checks). */
export async function decisionLog(db: Queryable, campaignId: string): Promise<ChainedRecord[]> {
  const rows = await db.query<Omit<ChainedRecord, 'decided_at'> & { decided_at: Date }>(
    `select seq, decided_at, approver, approval_id_prefix as approval, entity_name as "user", application, entitlement_type,
            entitlement_name, action, prev_hash, hash
       from campaign_decisions where campaign_id = $1 order by seq`,
    [campaignId],
  );
  return rows.map((row) => ({ ...row, decided_at: row.decided_at.toISOString() }));
}

/** exportCampaignEvidence: every decision of a campaign with its hash chain, as CSV (formula-safe cells); someone else's draft is unknown. */
export function evidenceHandlers(db: Database) {
  return {
    exportCampaignEvidence: async ({ params, request, reply }) => {
      const caller = callerOf(request);
      if (!isUuid(params.id)) return void sendError(reply, 404, CAMPAIGN_NOT_FOUND);
      // Read in one transaction, so the head matches the rows even while approvers submit.
      const found = await db.transaction(async (tx) => {
        const [campaign] = await tx.query<Pick<CampaignRow, 'id' | 'status' | 'owner_uuid' | 'chain_head'>>(
          'select id::text as id, status, owner_uuid::text as owner_uuid, chain_head from campaigns where id = $1 for share',
          [params.id],
        );
        return campaign && campaignVisibleTo(campaign, caller) ? { head: campaign.chain_head, log: await decisionLog(tx, campaign.id) } : undefined;
      });
      if (!found) return void sendError(reply, 404, CAMPAIGN_NOT_FOUND);
      const csv = toCsv(
        EVIDENCE_COLUMNS,
        found.log.map((r) => [r.seq, r.decided_at, r.approver, r.approval, r.user, r.application, r.entitlement_type, r.entitlement_name, r.action, r.prev_hash, r.hash]),
      );
      void reply.header('x-chain-head', found.head);
      sendCsv(reply, `campaign-${params.id}-evidence.csv`, csv);
    },
  } satisfies Handlers;
}
