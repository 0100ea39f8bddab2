import type { RequestHandler } from 'msw';
import { put } from 'redux-saga/effects';
import { searchChanged, searchOpened, topbarSlice } from '../../topbar/state/topbar.slice';
import { searchHandlers, type SearchServerOptions } from './search.handlers';

export interface SearchStoryOptions extends Omit<SearchServerOptions, 'record'> {
  /** The top bar's search value when the modal opens. @default '' */
  value?: string;
  /** The story's address. @default '/dashboard' */
  path?: string;
}

/** What a search story records for its play function. */
export interface SearchStoryKit {
  /** Each call to the server as `METHOD /path?query`, with its body. */
  calls: { call: string; body?: unknown }[];
  parameters: Record<string, unknown>;
  /** A story's `beforeEach`: empties the records and gives the run a fresh server, so a retried story starts as the first did. */
  beforeEach: (context: { msw: { use: (...handlers: RequestHandler[]) => void } }) => void;
}

/**
 * The global search modal open over the top bar's real store, HTTP answered by the mock search
 * server; the modal injects the search state and saga itself, as in the console.
 */
export function searchStoryKit({ value = '', path = '/dashboard', ...server }: SearchStoryOptions = {}): SearchStoryKit {
  const calls: SearchStoryKit['calls'] = [];
  const handlers = () =>
    searchHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    });
  function* saga() {
    if (value) yield put(searchChanged(value));
    yield put(searchOpened());
  }
  return {
    calls,
    parameters: { layout: 'fullscreen', store: { slices: [topbarSlice], saga }, msw: handlers(), route: { path: '*', initialEntries: [path] } },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers());
    },
  };
}
