import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { approversHandlers } from './approvers.js';
import { listHandlers } from './list.js';
import { previewHandlers } from './preview.js';
import { registerCampaignQueryUsage } from './store.js';

/** Every operation of the campaigns domain (README.md). */
export function campaignsHandlers(db: Database): Handlers {
  registerCampaignQueryUsage();
  return {
    ...listHandlers(db),
    ...approversHandlers(db),
    ...previewHandlers(db),
    // The lifecycle (scheduleCampaign, terminateCampaigns, the scheduler), the approval page
    // (getCampaignApproval, submitCampaignApproval) and the evidence export are added here.
  };
}
