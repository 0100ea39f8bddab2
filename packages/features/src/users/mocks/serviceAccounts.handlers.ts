import { delay } from 'msw';
import type { DataScope, Role, ServiceAccount, ServiceAccountKey, ServiceAccountKeyIssued } from '@vigil/openapi';
import { apiHttp, attributesReply, pageReply } from '@vigil/openapi/mocks';
import { rolesFixture } from '../../roles/fixtures/roles';
import { issuedServiceAccountKeyFixture, serviceAccountKeysFixture, serviceAccountsFixture } from '../fixtures/serviceAccounts';
import { usersDataScopesFixture } from '../fixtures/users';

/** How a mock call ends: answered, refused with the server's message, or never (a waiting state). */
export type ServiceAccountOutcome = 'ok' | 'fail' | 'pending';

export interface ServiceAccountsServerOptions {
  accounts?: ServiceAccount[];
  /** The keys of every account. */
  keys?: ServiceAccountKey[];
  roles?: Role[];
  dataScopes?: DataScope[];
  issued?: ServiceAccountKeyIssued;
  /** Creating or editing an account. */
  save?: ServiceAccountOutcome;
  /** Listing the keys. */
  loadKeys?: ServiceAccountOutcome;
  /** Creating, rotating or revoking a key. */
  keyChange?: ServiceAccountOutcome;
  /** Hears each call as `METHOD /path` with its JSON body. */
  record?: (call: string, body?: unknown) => void;
}

/** The refusals the handlers give when told to fail. */
export const serviceAccountRefusals = {
  save: { status: 409, message: 'A user or service account named "ci-export" already exists.' },
  keys: { status: 500, message: 'The keys could not be read' },
  keyChange: { status: 409, message: 'A service account holds at most 20 keys; revoke one first.' },
} as const;

/** A mock of the service account calls (and the roles and data scopes the form picks from), typed by the contract. */
export function serviceAccountsHandlers({
  accounts = serviceAccountsFixture,
  keys = serviceAccountKeysFixture,
  roles = rolesFixture,
  dataScopes = usersDataScopesFixture,
  issued = issuedServiceAccountKeyFixture,
  save = 'ok',
  loadKeys = 'ok',
  keyChange = 'ok',
  record,
}: ServiceAccountsServerOptions = {}) {
  const wait = async (outcome: ServiceAccountOutcome) => {
    if (outcome === 'pending') await delay('infinite');
  };
  const bodyOf = async (request: Request) => {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const path = (request: Request) => new URL(request.url).pathname.replace(/^\/api/, '');
  return [
    apiHttp.get('/settings/roles', ({ response }) => response(200).json(pageReply(roles, { size: roles.length || 1 }))),
    apiHttp.get('/settings/data_scope', ({ response }) => response(200).json(attributesReply({ scopes: dataScopes }))),
    apiHttp.get('/settings/service_accounts', ({ response }) => response(200).json(pageReply(accounts))),
    apiHttp.post('/settings/service_accounts', async ({ request, response }) => {
      const body = await bodyOf(request.clone());
      record?.(`POST ${path(request)}`, body);
      await wait(save);
      if (save === 'fail') return response(409).json(serviceAccountRefusals.save);
      const sent = body as { name: string; role_id: string; data_scope_id: string | null; description: string | null };
      const role = roles.find((item) => item.uuid === sent.role_id);
      return response(201).json({ uuid: '7b0c5c55-0000-4000-a000-0000000000aa', name: sent.name, description: sent.description, role_id: sent.role_id, role_name: role?.name ?? '', data_scope_id: sent.data_scope_id, keys_count: 0, last_used_at: null, last_updated: '2026-11-22T14:00:00.000Z' });
    }),
    apiHttp.put('/settings/service_accounts/{uuid}', async ({ request, params, response }) => {
      const body = (await bodyOf(request.clone())) as Partial<ServiceAccount>;
      record?.(`PUT ${path(request)}`, body);
      await wait(save);
      if (save === 'fail') return response(409).json(serviceAccountRefusals.save);
      const account = accounts.find((item) => item.uuid === params.uuid) ?? serviceAccountsFixture[0];
      return response(200).json({ ...(account as ServiceAccount), ...body });
    }),
    apiHttp.get('/settings/service_accounts/{uuid}/keys', async ({ request, params, response }) => {
      record?.(`GET ${path(request)}`);
      await wait(loadKeys);
      if (loadKeys === 'fail') return response('default').json(serviceAccountRefusals.keys, { status: 500 });
      const account = accounts.find((item) => item.uuid === params.uuid);
      return response(200).json(pageReply(account && account.keys_count > 0 ? keys : []));
    }),
    apiHttp.post('/settings/service_accounts/{uuid}/keys', async ({ request, response }) => {
      record?.(`POST ${path(request)}`, await bodyOf(request.clone()));
      await wait(keyChange);
      if (keyChange === 'fail') return response(409).json(serviceAccountRefusals.keyChange);
      return response(201).json(issued);
    }),
    apiHttp.post('/settings/service_accounts/{uuid}/keys/{key_id}/rotate', async ({ request, params, response }) => {
      record?.(`POST ${path(request)}`);
      await wait(keyChange);
      if (keyChange === 'fail') return response('default').json(serviceAccountRefusals.keys, { status: 500 });
      const old = keys.find((key) => key.id === params.key_id);
      return response(201).json({ ...issued, name: old?.name ?? issued.name });
    }),
    apiHttp.delete('/settings/service_accounts/{uuid}/keys/{key_id}', async ({ request, response }) => {
      record?.(`DELETE ${path(request)}`);
      await wait(keyChange);
      if (keyChange === 'fail') return response('default').json(serviceAccountRefusals.keys, { status: 500 });
      return response(204).empty();
    }),
  ];
}
