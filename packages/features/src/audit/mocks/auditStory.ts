import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { currentUserFixture } from '../../session/fixtures/session';
import { auditRootSaga, auditStoreSlices } from '../state/auditTestStore';
import { auditHandlers, type AuditServerOptions } from './audit.handlers';

export interface AuditStoryOptions extends Omit<AuditServerOptions, 'record'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
}

/** What an audit story records for its play function. */
export interface AuditStoryKit {
  /** Each call to the server as `METHOD /path?query`. */
  calls: string[];
  /** Files handed to the download, by name. */
  downloads: { fileName: string; text: Promise<string> }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/** The Activity Logs' real reducer and saga with a signed-in user, HTTP answered by the mock audit server. */
export function auditStoryKit({ user = currentUserFixture, ...server }: AuditStoryOptions = {}): AuditStoryKit {
  const calls: string[] = [];
  const downloads: AuditStoryKit['downloads'] = [];
  const saga = auditRootSaga(user, {
    download: (file, fileName) => {
      downloads.push({ fileName, text: file.text() });
    },
    today: () => '2026-11-20',
  });
  const handlers = () =>
    auditHandlers({
      ...server,
      record: (call) => {
        calls.push(call);
      },
    });
  return {
    calls,
    downloads,
    parameters: { layout: 'fullscreen', store: { slices: [...auditStoreSlices], saga }, msw: handlers(), route: { path: '/*', initialEntries: ['/audit'] } },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      downloads.length = 0;
      msw.use(...handlers());
    },
  };
}
