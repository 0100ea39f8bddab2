import type { RequestHandler } from 'msw';
import type { CurrentUser } from '@vigil/openapi';
import { currentUserFixture } from '../../session/fixtures/session';
import { queriesHandlers } from '../../queries/mocks/queries.handlers';
import { ASSETS_NOW } from '../fixtures/assets';
import { assetsStoreSlices, assetsRootSaga } from '../state/assetsTestStore';
import { assetsHandlers, type AssetsServerOptions } from './assets.handlers';

export interface AssetsStoryOptions extends Omit<AssetsServerOptions, 'record' | 'onExportAborted'> {
  /** The signed-in user. @default the admin */
  user?: CurrentUser;
  /** The story's address. */
  path: string;
}

/** What an assets story records for its play function. */
export interface AssetsStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  /** The files the export handed to the browser. */
  saved: { fileName: string; text: Promise<string> }[];
  /** Whether the server saw the export's stream cancelled. */
  exportAborted: { value: boolean };
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server. */
  reset: (msw: { use: (...handlers: RequestHandler[]) => void }) => void;
}

/** The assets area's real reducers and sagas with a signed-in user and a fixed clock, HTTP answered by the mock assets server (and the queries server for data fields and saved queries). */
export function assetsStoryKit({ user = currentUserFixture, path, ...server }: AssetsStoryOptions): AssetsStoryKit {
  const calls: AssetsStoryKit['calls'] = [];
  const saved: AssetsStoryKit['saved'] = [];
  const exportAborted = { value: false };
  const record = (call: string, body?: unknown) => {
    calls.push({ call, body });
  };
  const saga = assetsRootSaga(user, {
    now: () => new Date(ASSETS_NOW),
    saveFile: (file, fileName) => {
      saved.push({ fileName, text: file.text() });
    },
  });
  const handlers = () => [
    ...assetsHandlers({
      ...server,
      record,
      onExportAborted: () => {
        exportAborted.value = true;
      },
    }),
    ...queriesHandlers({ record }),
  ];
  return {
    calls,
    saved,
    exportAborted,
    parameters: { layout: 'fullscreen', store: { slices: [...assetsStoreSlices], saga }, msw: handlers(), route: { path: '/*', initialEntries: [path] } },
    reset: (msw) => {
      calls.length = 0;
      saved.length = 0;
      exportAborted.value = false;
      msw.use(...handlers());
    },
  };
}

/** A story part: the kit's parameters, a fresh server per run, and a play given the kit. */
export function assetsStory(
  options: AssetsStoryOptions,
  play?: (canvasElement: HTMLElement, kit: AssetsStoryKit) => Promise<void>,
): {
  parameters: Record<string, unknown>;
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
} {
  const kit = assetsStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: ({ msw }) => {
      kit.reset(msw);
    },
    ...(play && { play: ({ canvasElement }) => play(canvasElement, kit) }),
  };
}
