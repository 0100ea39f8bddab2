import { delay } from 'msw';
import type { SystemOverview } from '@vigil/openapi';
import { apiHttp, attributesReply } from '@vigil/openapi/mocks';
import { systemOverviewFixture } from '../fixtures/administration';

const unavailable = { status: 503, message: 'Service Unavailable' } as const;

/** Mock HTTP answers for GET system/overview, for stories and tests; typed by the contract. */
export const administrationHandlers = {
  /** Answers with `overviews` in turn (the last one again once they run out). */
  overview: (...overviews: SystemOverview[]) => {
    let calls = 0;
    return apiHttp.get('/system/overview', ({ response }) => {
      const overview = overviews[Math.min(calls, overviews.length - 1)] ?? systemOverviewFixture;
      calls += 1;
      return response(200).json(attributesReply(overview));
    });
  },
  /** Never answers: the page stays loading. */
  loading: () =>
    apiHttp.get('/system/overview', async ({ response }) => {
      await delay('infinite');
      return response(200).json(attributesReply(systemOverviewFixture));
    }),
  failure: (status = unavailable.status, message: string = unavailable.message) =>
    apiHttp.get('/system/overview', ({ response }) => response('default').json({ status, message }, { status })),
  /** Fails the first request, then answers. */
  failingOnce: (overview: SystemOverview = systemOverviewFixture) => {
    let calls = 0;
    return apiHttp.get('/system/overview', ({ response }) =>
      (calls += 1) === 1 ? response('default').json(unavailable, { status: unavailable.status }) : response(200).json(attributesReply(overview)),
    );
  },
};
