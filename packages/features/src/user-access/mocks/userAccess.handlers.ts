import { delay } from 'msw';
import type { ApiKey, ResetToken } from '@vigil/openapi';
import { apiHttp, valueReply } from '@vigil/openapi/mocks';
import { apiKeyFixture, regeneratedApiKeyFixture, renewedResetTokenFixture, resetTokenFixture } from '../fixtures/userAccess';

/** How a mock call ends: answered, refused with the server's message, or never (to hold a waiting state). */
export type AccessOutcome = 'ok' | 'fail' | 'pending';

/** The refusal the handlers give when told to fail. */
export const accessRefusal = { status: 500, message: 'The server could not complete the request' } as const;

const refused = () => ({ status: accessRefusal.status, message: accessRefusal.message });

/** Mock HTTP answers for the reset password and API key modals, typed by the contract; `record` hears each call. */
export const userAccessHandlers = {
  /** POST (create) and PUT (renew) settings/users/tokens/generate. */
  resetTokens: ({
    outcome = 'ok',
    created = resetTokenFixture,
    renewed = renewedResetTokenFixture,
    record,
  }: { outcome?: AccessOutcome; created?: ResetToken; renewed?: ResetToken; record?: (call: string) => void } = {}) => [
    apiHttp.post('/settings/users/tokens/generate', async ({ response }) => {
      record?.('POST /settings/users/tokens/generate');
      if (outcome === 'pending') await delay('infinite');
      if (outcome === 'fail') return response('default').json(refused(), { status: 500 });
      return response(200).json(valueReply(created));
    }),
    apiHttp.put('/settings/users/tokens/generate', async ({ response }) => {
      record?.('PUT /settings/users/tokens/generate');
      if (outcome === 'pending') await delay('infinite');
      if (outcome === 'fail') return response('default').json(refused(), { status: 500 });
      return response(200).json(valueReply(renewed));
    }),
  ],
  /** POST (send) and PUT (send again) settings/users/tokens/notify. */
  resetNotice: ({ outcome = 'ok', record }: { outcome?: AccessOutcome; record?: (call: string) => void } = {}) => [
    apiHttp.post('/settings/users/tokens/notify', async ({ response }) => {
      record?.('POST /settings/users/tokens/notify');
      if (outcome === 'pending') await delay('infinite');
      if (outcome === 'fail') return response('default').json(refused(), { status: 500 });
      return response(204).empty();
    }),
    apiHttp.put('/settings/users/tokens/notify', async ({ response }) => {
      record?.('PUT /settings/users/tokens/notify');
      if (outcome === 'pending') await delay('infinite');
      if (outcome === 'fail') return response('default').json(refused(), { status: 500 });
      return response(204).empty();
    }),
  ],
  /** GET and POST settings/users/{uuid}/api_key; `key: null` answers 404 (no key yet). */
  apiKey: ({
    key = apiKeyFixture,
    load = 'ok',
    regenerate = 'ok',
    regenerated = regeneratedApiKeyFixture,
    record,
  }: {
    key?: ApiKey | null;
    load?: AccessOutcome;
    regenerate?: AccessOutcome;
    regenerated?: ApiKey;
    record?: (call: string) => void;
  } = {}) => [
    apiHttp.get('/settings/users/{uuid}/api_key', async ({ params, response }) => {
      record?.(`GET /settings/users/${params.uuid}/api_key`);
      if (load === 'pending') await delay('infinite');
      if (load === 'fail') return response('default').json(refused(), { status: 500 });
      return key ? response(200).json(key) : response(404).json({ status: 404, message: 'No API key' });
    }),
    apiHttp.post('/settings/users/{uuid}/api_key', async ({ params, response }) => {
      record?.(`POST /settings/users/${params.uuid}/api_key`);
      if (regenerate === 'pending') await delay('infinite');
      if (regenerate === 'fail') return response('default').json(refused(), { status: 500 });
      return response(200).json(regenerated);
    }),
  ],
};
