import { delay, http, HttpResponse } from 'msw';
import type { Constants, ErrorBody } from '@vigil/openapi';
import { constantsFixture, constantsReply } from '../fixtures/constants';

const path = '*/api/get_constants';

/** Mock HTTP answers for GET get_constants, for stories and tests. */
export const constantsHandlers = {
  success: (value: Constants = constantsFixture) => http.get(path, () => HttpResponse.json(constantsReply(value))),
  loading: () =>
    http.get(path, async () => {
      await delay('infinite');
      return HttpResponse.json(constantsReply());
    }),
  failure: (status = 503, message = 'Service Unavailable') =>
    http.get(path, () => HttpResponse.json<ErrorBody>({ status, message }, { status })),
  /** Fails the first request, then answers. */
  failingOnce: () => {
    let calls = 0;
    return http.get(path, () =>
      (calls += 1) === 1
        ? HttpResponse.json<ErrorBody>({ status: 503, message: 'Service Unavailable' }, { status: 503 })
        : HttpResponse.json(constantsReply()),
    );
  },
};
