import { delay } from 'msw';
import type { DiscoveryLifecycle, RecentSearchedValue, RecentViewedAsset } from '@vigil/openapi';
import { apiHttp, attributesReply, buildDiscoveryLifecycle } from '@vigil/openapi/mocks';
import type { AssetSummary } from '../api/home.api';
import { assetSummaryFixture } from '../fixtures/home';

export interface HomeServerOptions {
  /** GET /assets/summary's counts. @default assetSummaryFixture */
  summary?: AssetSummary;
  /** GET /global_search/recent's items. @default none */
  recent?: { viewed: RecentViewedAsset[]; searched: RecentSearchedValue[] };
  /** GET /dashboard/lifecycle's status. @default a finished run */
  lifecycle?: DiscoveryLifecycle;
  /** Every call hangs (the loading state). */
  pending?: boolean;
  /** These calls answer 500 until `recover()` (the error state, and its Retry). */
  fail?: { summary?: boolean; recent?: boolean; lifecycle?: boolean };
  /** Hears every call as `METHOD /path`. */
  record?: (call: string) => void;
}

/** The landing page's three calls, answered from memory. */
export function homeHandlers({ summary = assetSummaryFixture, recent = { viewed: [], searched: [] }, lifecycle = buildDiscoveryLifecycle(), pending = false, fail = {}, record }: HomeServerOptions = {}) {
  const failing = { ...fail };
  const error = { status: 500, message: 'Internal Server Error' };
  const heard = async (request: Request) => {
    record?.(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/api/, '')}`);
    if (pending) await delay('infinite');
  };
  const handlers = [
    apiHttp.get('/assets/summary', async ({ request, response }) => {
      await heard(request);
      return failing.summary ? response('default').json(error, { status: 500 }) : response(200).json(attributesReply(summary));
    }),
    apiHttp.get('/global_search/recent', async ({ request, response }) => {
      await heard(request);
      return failing.recent ? response('default').json(error, { status: 500 }) : response(200).json(attributesReply(recent));
    }),
    apiHttp.get('/dashboard/lifecycle', async ({ request, response }) => {
      await heard(request);
      return failing.lifecycle ? response('default').json(error, { status: 500 }) : response(200).json(attributesReply(lifecycle));
    }),
  ];
  return {
    handlers,
    /** The failing calls answer again. */
    recover: () => {
      failing.summary = false;
      failing.recent = false;
      failing.lifecycle = false;
    },
  };
}
