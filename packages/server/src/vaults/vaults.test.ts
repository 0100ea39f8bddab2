import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { ADAPTERS, AdapterError, type Adapter, type FetchContext } from '../discovery/adapters/index.js';
import { VAULT_NOT_CONFIGURED, VAULT_NOT_SUPPORTED, VAULT_TOKEN_NEEDED } from './handlers.js';
import { VAULT_REFUSED, kvVersion2Vault, noSecretAt, noSecretField, notConfigured } from './providers.js';

const TOKEN = 'hvs.test-token-0123456789';
const PASSWORD = 'Vault-Held-P4ssword';

/**
 * A local server speaking the KV version 2 HTTP API: one secret at secret/apps/inventory, readable
 * with TOKEN only.
 */
function kvServer(): Server {
  return createServer((request, response) => {
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers['x-vault-token'] !== TOKEN) return reply(403, { errors: ['permission denied'] });
    if (request.method === 'GET' && request.url === '/v1/secret/data/apps/inventory') {
      return reply(200, { data: { data: { password: PASSWORD, user: 'svc' }, metadata: { version: 3 } } });
    }
    return reply(404, { errors: [] });
  });
}

describe('vaults', () => {
  let server: TestServer;
  let admin: string;
  let vault: Server;
  let address: string;
  let seen: FetchContext | undefined;

  /** The HTTP JSON adapter's schema with a fetch that only records what it was given (or why it could not start). */
  const fake: Adapter = {
    ...(ADAPTERS.get('http_json_adapter') as Adapter),
    // eslint-disable-next-line require-yield
    async *fetch(context) {
      seen = context;
      throw new AdapterError('The endpoint is not there.');
    },
  };

  beforeAll(async () => {
    vault = kvServer();
    await new Promise<void>((resolve) => vault.listen(0, '127.0.0.1', resolve));
    address = `http://127.0.0.1:${String((vault.address() as AddressInfo).port)}`;
    server = await startTestServer({ adapters: new Map([...ADAPTERS, ['http_json_adapter', fake]]) });
    admin = await server.asAdmin();
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => vault.close(resolve));
  });

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => server.send({ method, url: `/api${url}`, cookie: admin, ...(payload && { payload }) });
  const signal = () => AbortSignal.timeout(5000);

  it('resolves a KV version 2 secret, and says why it cannot: refused token, no secret, no field, unreachable', async () => {
    const kv = kvVersion2Vault({ address: `${address}/`, mount: 'secret', token: TOKEN });
    await expect(kv.resolve({ secret_path: 'apps/inventory', secret_name: 'password' }, signal())).resolves.toBe(PASSWORD);
    const failures: [ReturnType<typeof kvVersion2Vault>, Record<string, string>, string][] = [
      [kvVersion2Vault({ address, mount: 'secret', token: 'wrong' }), { secret_path: 'apps/inventory', secret_name: 'password' }, VAULT_REFUSED],
      [kv, { secret_path: 'apps/missing', secret_name: 'password' }, noSecretAt('apps/missing')],
      [kv, { secret_path: 'apps/inventory', secret_name: 'api_key' }, noSecretField('api_key')],
      [kv, { secret_path: 'apps/../../sys/policies', secret_name: 'password' }, 'The secret path apps/../../sys/policies is not valid.'],
      [kvVersion2Vault({ address: 'http://127.0.0.1:1', mount: 'secret', token: TOKEN }), { secret_path: 'a', secret_name: 'b' }, 'The vault at http://127.0.0.1:1 could not be reached.'],
    ];
    for (const [provider, secret, message] of failures) {
      const error = await provider.resolve(secret, signal()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AdapterError);
      expect(error).toMatchObject({ message, status: message.includes('not valid') ? 'disconnected' : 'not_available' });
    }
  });

  it('lists the 15 vaults, configures only the one it implements, seals its token and never answers it', async () => {
    const list = (await api('GET', '/vaults')).json<Schemas['VaultList']>().data;
    expect(list).toHaveLength(15);
    expect(list.filter((v) => v.implemented).map((v) => v.id)).toEqual(['open_source_vault']);
    expect(list.find((v) => v.id === 'enterprise_secret_server')?.schema).toMatchObject({ required: ['secret_id'] });

    const other = await api('PUT', '/vaults/keeper_vault/provider', { address, token: TOKEN });
    expect([other.statusCode, other.json<Schemas['Error']>().message]).toEqual([400, VAULT_NOT_SUPPORTED]);
    const tokenless = await api('PUT', '/vaults/open_source_vault/provider', { address });
    expect([tokenless.statusCode, tokenless.json<Schemas['Error']>().message]).toEqual([400, VAULT_TOKEN_NEEDED]);
    const badAddress = await api('PUT', '/vaults/open_source_vault/provider', { address: 'ftp://vault', token: TOKEN });
    expect(badAddress.statusCode).toBe(400);
    expect(await server.db.query('select id from vault_providers')).toEqual([]);

    const configured = await api('PUT', '/vaults/open_source_vault/provider', { address, token: TOKEN });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.json<Schemas['VaultReply']>().data.attributes).toMatchObject({ configured: true, address, mount: 'secret' });
    // Changed again without a token: the stored one is kept.
    const again = await api('PUT', '/vaults/open_source_vault/provider', { address, mount: 'secret' });
    expect(again.statusCode).toBe(200);
    for (const reply of [configured, again, await api('GET', '/vaults')]) expect(reply.body).not.toContain(TOKEN);
    const [row] = await server.db.query<{ token_sealed: string }>('select token_sealed from vault_providers');
    expect(row?.token_sealed).not.toContain(TOKEN);
    const audit = await server.db.query<{ details: string }>("select details::text from audit_log where action = 'vault.configured'");
    expect(audit).toHaveLength(2);
    for (const entry of audit) expect(entry.details).not.toContain(TOKEN);
  });

  it("resolves a connection's vault secret into the adapter's secret field when fetching, and reports a vault it cannot ask", async () => {
    const connection = async (label: string, vaultId: string, secret: Record<string, unknown>) => {
      const reply = await api('POST', '/connections', {
        adapter: 'http_json_adapter',
        label,
        config: { url: 'https://inventory.test/', entity: 'devices' },
        credentials: { source: 'vault', vault: vaultId, secret },
      });
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json<Schemas['ConnectionReply']>().data.attributes.id;
    };
    await api('PUT', '/vaults/open_source_vault/provider', { address, token: TOKEN });
    const kv = await connection('KV', 'open_source_vault', { secret_path: 'apps/inventory', secret_name: 'password' });
    const tested = await api('POST', `/connections/${kv}/test`);
    expect(seen?.secrets).toEqual({ secret: PASSWORD });
    expect(tested.body).not.toContain(PASSWORD);

    const missing = await connection('Missing', 'open_source_vault', { secret_path: 'apps/inventory', secret_name: 'nope' });
    seen = undefined;
    const failed = (await api('POST', `/connections/${missing}/test`)).json<Schemas['ConnectionTestReply']>().data.attributes;
    expect(failed).toMatchObject({ ok: false, status: 'not_available', message: noSecretField('nope') });
    expect(seen).toBeUndefined();

    const keeper = await connection('Keeper', 'keeper_vault', { secret_title: 'inventory' });
    const notHere = (await api('POST', `/connections/${keeper}/test`)).json<Schemas['ConnectionTestReply']>().data.attributes;
    expect(notHere).toMatchObject({ ok: false, status: 'not_available', message: notConfigured('keeper_vault') });
    expect(notHere.message).toBe('The Keeper-style vault is not configured on this server.');

    expect((await api('DELETE', '/vaults/open_source_vault/provider')).statusCode).toBe(204);
    const gone = await api('DELETE', '/vaults/open_source_vault/provider');
    expect([gone.statusCode, gone.json<Schemas['Error']>().message]).toEqual([404, VAULT_NOT_CONFIGURED]);
    const after = (await api('POST', `/connections/${kv}/test`)).json<Schemas['ConnectionTestReply']>().data.attributes;
    expect(after).toMatchObject({ ok: false, status: 'not_available', message: notConfigured('open_source_vault') });
  });
});
