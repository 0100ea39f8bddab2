import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { currentUserFixture } from '../../../session/fixtures/session';
import { queriesHandlers } from '../../../queries/mocks/queries.handlers';
import { campaignsRootSaga, campaignsStoreSlices } from '../state/campaignsTestStore';
import { campaignsHandlers, type CampaignsServerOptions } from './campaigns.handlers';

export interface CampaignsStoryOptions extends Omit<CampaignsServerOptions, 'record'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
  /** The story's address. @default '/campaigns' */
  path?: string;
}

/** What a campaigns story records for its play function. */
export interface CampaignsStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  /** Files handed to the download, by name. */
  downloads: { fileName: string; text: Promise<string> }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server, so a retried story starts as the first did. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The Campaigns area's real reducers and sagas with a signed-in user, HTTP answered by the mock campaigns (and saved queries) server. */
export function campaignsStoryKit({ user = currentUserFixture, path = '/campaigns', ...server }: CampaignsStoryOptions = {}): CampaignsStoryKit {
  const calls: CampaignsStoryKit['calls'] = [];
  const downloads: CampaignsStoryKit['downloads'] = [];
  const saga = campaignsRootSaga(user, {
    download: (file, fileName) => {
      downloads.push({ fileName, text: file.text() });
    },
  });
  const handlers = () => [
    ...campaignsHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
    ...queriesHandlers(),
  ];
  return {
    calls,
    downloads,
    parameters: { layout: 'fullscreen', store: { slices: [...campaignsStoreSlices], saga }, msw: handlers(), route: { path: '/*', initialEntries: [path] } },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      downloads.length = 0;
      msw.use(...handlers());
    },
  };
}
