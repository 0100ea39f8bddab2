import type { DataField, DiscoveryLifecycleStatus, Environment } from '@vigil/openapi';
import { apiHttp, attributesReply, buildDiscoveryLifecycle, valueReply } from '@vigil/openapi/mocks';
import { dataFieldsFixture, environmentFixture } from '../fixtures/topbar';

const lifecycleReply = (status: DiscoveryLifecycleStatus) => attributesReply(buildDiscoveryLifecycle({ status }));

/** How the server refuses a start or stop: a run already on (or none running), or a failure. */
type RefusalStatus = 409 | 500 | 503;

/** Where a story's discovery stands on the server; start and stop move it as the server would. */
export interface DiscoveryServer {
  status: DiscoveryLifecycleStatus;
}

/** Mock HTTP answers for the top bar's calls, for stories and tests; typed by the contract. */
export const topbarHandlers = {
  /** GET dashboard/lifecycle, answering the server's status at each poll. */
  lifecycle: (server: DiscoveryServer) =>
    apiHttp.get('/dashboard/lifecycle', ({ response }) => response(200).json(lifecycleReply(server.status))),
  /** POST dashboard/discovery/start: the run is starting. */
  start: (server: DiscoveryServer) =>
    apiHttp.post('/dashboard/discovery/start', ({ response }) => {
      server.status = 'starting';
      return response(202).json(lifecycleReply('starting'));
    }),
  /** POST dashboard/discovery/start refused with `message` (409: a run is already on). */
  startRefused: (status: RefusalStatus, message: string) =>
    apiHttp.post('/dashboard/discovery/start', ({ response }) => response('default').json({ status, message }, { status })),
  /** POST dashboard/discovery/stop: the run is stopping. */
  stop: (server: DiscoveryServer) =>
    apiHttp.post('/dashboard/discovery/stop', ({ response }) => {
      server.status = 'stopping';
      return response(202).json(lifecycleReply('stopping'));
    }),
  /** POST dashboard/discovery/stop refused with `message`. */
  stopRefused: (status: RefusalStatus, message: string) =>
    apiHttp.post('/dashboard/discovery/stop', ({ response }) => response('default').json({ status, message }, { status })),
  /** GET /data_fields. */
  dataFields: (fields: Record<string, DataField[]> = dataFieldsFixture) =>
    apiHttp.get('/data_fields', ({ response }) => response(200).json(valueReply(fields))),
  /** GET dashboard/first_historical_date and dashboard/get_allowed_dates, from the given dates (oldest first). */
  historyDates: (dates: string[] = ['2026-10-30', '2026-10-31', '2026-11-01']) => [
    apiHttp.get('/dashboard/first_historical_date', ({ response }) => response(200).json(valueReply(dates[0] ?? null))),
    apiHttp.get('/dashboard/get_allowed_dates', ({ response }) => response(200).json(valueReply(dates))),
  ],
  /** GET /environment. */
  environment: (environment: Environment = environmentFixture) =>
    apiHttp.get('/environment', ({ response }) => response(200).json(attributesReply(environment))),
  /** Every call of the signed-in top bar, discovery as `server` has it. */
  signedIn: (server: DiscoveryServer) => [
    topbarHandlers.lifecycle(server),
    topbarHandlers.start(server),
    topbarHandlers.stop(server),
    topbarHandlers.dataFields(),
    ...topbarHandlers.historyDates(),
  ],
};
