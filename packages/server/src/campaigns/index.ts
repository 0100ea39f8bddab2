import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { SUBMIT_BODY_LIMIT_BYTES, approvalHandlers } from './approvals.js';
import { approversHandlers } from './approvers.js';
import { evidenceHandlers } from './evidence.js';
import { lifecycleHandlers } from './lifecycle.js';
import { listHandlers } from './list.js';
import { previewHandlers } from './preview.js';
import type { CampaignScheduler } from './scheduler.js';
import { registerCampaignQueryUsage } from './store.js';

export { startCampaignScheduler, type CampaignScheduler } from './scheduler.js';

/** Request bodies the campaigns domain takes beyond the server's default limit, by operation. */
export const CAMPAIGN_BODY_LIMITS = { submitCampaignApproval: SUBMIT_BODY_LIMIT_BYTES } as const;

/**
 * Every operation of the campaigns domain (README.md): drafts and reads, schedule and terminate
 * (a schedule due now runs `scheduler` before replying), the public approval pair, evidence.
 */
export function campaignsHandlers(db: Database, scheduler: Pick<CampaignScheduler, 'runDue'>): Handlers {
  registerCampaignQueryUsage();
  return {
    ...listHandlers(db),
    ...approversHandlers(db),
    ...previewHandlers(db),
    ...lifecycleHandlers(db, scheduler),
    ...approvalHandlers(db),
    ...evidenceHandlers(db),
  };
}
