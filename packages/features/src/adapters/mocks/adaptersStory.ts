import type { RequestHandler } from 'msw';
import { createAdaptersSaga } from '../state/adapters.sagas';
import { adaptersStoreSlices } from '../state/adaptersTestStore';
import { adaptersHandlers, type AdaptersServerOptions } from './adapters.handlers';

/** What an Adapters story records for its play function. */
export interface AdaptersStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The area's real reducer and saga, HTTP answered by the mock Adapters server, at `route`. */
export function adaptersStoryKit(server: Omit<AdaptersServerOptions, 'record'> = {}, route?: { path: string; initialEntries: string[] }): AdaptersStoryKit {
  const calls: AdaptersStoryKit['calls'] = [];
  const handlers = () =>
    adaptersHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    });
  return {
    calls,
    parameters: { store: { slices: [...adaptersStoreSlices], saga: createAdaptersSaga() }, msw: handlers(), ...(route ? { route } : {}) },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers());
    },
  };
}
