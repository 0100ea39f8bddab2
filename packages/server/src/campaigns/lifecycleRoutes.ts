import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { SUBMIT_BODY_LIMIT_BYTES, approvalHandlers } from './approvals.js';
import { evidenceHandlers } from './evidence.js';
import { DEFAULT_SEAMS, lifecycleHandlers, type LifecycleSeams } from './lifecycle.js';
import type { CampaignScheduler } from './scheduler.js';

/** The campaign operations of the lifecycle (README.lifecycle.md): schedule, terminate, the approval pair, evidence. */
export const campaignLifecycleHandlers = (db: Database, scheduler: Pick<CampaignScheduler, 'runDue'>, seams: LifecycleSeams = DEFAULT_SEAMS): Handlers => ({
  ...lifecycleHandlers(db, scheduler, seams),
  ...approvalHandlers(db),
  ...evidenceHandlers(db),
});

/** Request bodies the campaigns domain takes beyond the server's default limit, by operation. */
export const CAMPAIGN_BODY_LIMITS = { submitCampaignApproval: SUBMIT_BODY_LIMIT_BYTES } as const;
