import type { RequestHandler } from 'msw';
import { createWebhooksSaga } from '../state/webhooks.sagas';
import { webhooksStoreSlices } from '../state/webhooksTestStore';
import { webhooksHandlers, type WebhooksServerOptions } from './webhooks.handlers';

/** What a webhooks story records for its play function. */
export interface WebhooksStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The tab's real reducer and saga, HTTP answered by the mock webhooks server. */
export function webhooksStoryKit(server: Omit<WebhooksServerOptions, 'record'> = {}): WebhooksStoryKit {
  const calls: WebhooksStoryKit['calls'] = [];
  const handlers = () =>
    webhooksHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    });
  return {
    calls,
    parameters: { store: { slices: [...webhooksStoreSlices], saga: createWebhooksSaga() }, msw: handlers() },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers());
    },
  };
}
