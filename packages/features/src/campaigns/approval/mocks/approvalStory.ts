import type { RequestHandler } from 'msw';
import { createToaster, type Toaster } from '@vigil/ui';
import { approvalIdFixture } from '../fixtures/approval';
import { createCampaignApprovalSaga } from '../state/approval.sagas';
import { campaignApprovalSlice } from '../state/approval.slice';
import { campaignApprovalHandlers, type CampaignApprovalServerOptions } from './approval.handlers';

export interface CampaignApprovalStoryOptions extends Omit<CampaignApprovalServerOptions, 'record'> {
  /** The approval id in the address. @default approvalIdFixture */
  approvalId?: string;
}

/** What an approval story hands its render and play function. */
export interface CampaignApprovalStoryKit {
  approvalId: string;
  /** Each call to the server as `METHOD /path`, with its body. */
  calls: { call: string; body?: unknown }[];
  /** The toaster the page shows its toasts with: render it with `ToastProvider`. */
  toaster: Toaster;
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The approval page's real reducer and saga, reached at `/?campaign_approval_id=<id>`, HTTP answered by the mock approval server. */
export function campaignApprovalStoryKit({ approvalId = approvalIdFixture, ...server }: CampaignApprovalStoryOptions = {}): CampaignApprovalStoryKit {
  const calls: CampaignApprovalStoryKit['calls'] = [];
  const record = (call: string, body?: unknown) => {
    calls.push({ call, body });
  };
  const handlers = () => campaignApprovalHandlers({ ...server, record });
  return {
    approvalId,
    calls,
    toaster: createToaster(),
    parameters: {
      layout: 'fullscreen',
      store: { slices: [campaignApprovalSlice], saga: createCampaignApprovalSaga() },
      msw: handlers(),
      route: { path: '/*', initialEntries: [`/?campaign_approval_id=${approvalId}`] },
    },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers());
    },
  };
}
