import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { currentUserFixture } from '../../session/fixtures/session';
import { homeRootSaga, homeStoreSlices } from '../state/homeTestStore';
import { homeHandlers, type HomeServerOptions } from './home.handlers';

export interface HomeStoryOptions extends Omit<HomeServerOptions, 'record'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
}

/** What a landing page story records and drives. */
export interface HomeStoryKit {
  /** Each call to the server as `METHOD /path`. */
  calls: string[];
  /** The failing calls answer again (before pressing Retry). */
  recover: () => void;
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The landing page with its real reducer and saga, signed in as `user`, HTTP answered by the mock server. */
export function homeStoryKit({ user = currentUserFixture, ...server }: HomeStoryOptions = {}): HomeStoryKit {
  const calls: string[] = [];
  let current = homeHandlers({ ...server, record: (call) => calls.push(call) });
  return {
    calls,
    recover: () => {
      current.recover();
    },
    parameters: { layout: 'fullscreen', store: { slices: [...homeStoreSlices], saga: homeRootSaga(user) }, msw: current.handlers, route: { path: '*', initialEntries: ['/'] } },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      current = homeHandlers({ ...server, record: (call) => calls.push(call) });
      msw.use(...current.handlers);
    },
  };
}
