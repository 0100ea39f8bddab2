import { delay } from 'msw';
import type { Constants } from '@vigil/openapi';
import { apiHttp, valueReply } from '@vigil/openapi/mocks';
import { constantsFixture } from '../fixtures/constants';

const unavailable = { status: 503, message: 'Service Unavailable' } as const;

/** Mock HTTP answers for GET get_constants, for stories and tests; typed by the contract. */
export const constantsHandlers = {
  success: (value: Constants = constantsFixture) =>
    apiHttp.get('/get_constants', ({ response }) => response(200).json(valueReply(value))),
  loading: () =>
    apiHttp.get('/get_constants', async ({ response }) => {
      await delay('infinite');
      return response(200).json(valueReply(constantsFixture));
    }),
  failure: (status = unavailable.status, message = unavailable.message) =>
    apiHttp.get('/get_constants', ({ response }) => response('default').json({ status, message }, { status })),
  /** Fails the first request, then answers. */
  failingOnce: () => {
    let calls = 0;
    return apiHttp.get('/get_constants', ({ response }) =>
      (calls += 1) === 1
        ? response('default').json(unavailable, { status: unavailable.status })
        : response(200).json(valueReply(constantsFixture)),
    );
  },
};
