import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, fetchAll } from '../../testing/adapters.js';
import { READER, SUFFIX, maySkipLdap, slapdInstalled, startSlapd, type Slapd } from '../../testing/slapd.js';
import { ldapAdapter } from './ldap.js';
import { AdapterError } from './types.js';

if (!slapdInstalled() && !maySkipLdap()) {
  throw new Error('slapd is not installed: `npm test` installs it (scripts/lib.mjs ensureSlapd); on CI the LDAP tests must run.');
}

const PEOPLE = 1_001;

describe.skipIf(!slapdInstalled())('the LDAP adapter (against a real slapd)', () => {
  let slapd: Slapd;

  beforeAll(async () => {
    slapd = await startSlapd(
      [
        { uid: 'jdoe', password: 'jdoe-Pass-1', givenName: 'John', sn: 'Doe', mail: 'jdoe@vigil.test', title: 'Engineer', departmentNumber: 'R&D', employeeNumber: 'E100' },
        // More than two pages of 500.
        ...Array.from({ length: PEOPLE - 1 }, (_, i) => ({ uid: `user${i}`, password: 'x-Pass-1', givenName: 'User', sn: `N${i}` })),
      ],
      undefined,
      [
        { cn: 'ws-01', serialNumber: 'SN-1', macAddress: ['aa:bb:cc:00:00:01', 'aa:bb:cc:00:00:02'], ipHostNumber: ['10.0.0.1'] },
        { cn: 'ws-02' },
      ],
    );
  });

  afterAll(async () => {
    await slapd.stop();
  });

  const config = (more: Record<string, unknown> = {}) => ({ url: slapd.url, bind_dn: READER.dn, base_dn: SUFFIX, timeout_seconds: 10, ...more });
  const secrets = { bind_password: READER.password };
  const messageOf = (error: unknown) => {
    expect(error).toBeInstanceOf(AdapterError);
    return (error as AdapterError).message;
  };

  it('fetches users over paged searches and computers, mapping their attributes, with entryUUID as the id', async () => {
    const { records, batches, rowErrors, error } = await fetchAll(ldapAdapter, { config: config(), secrets });
    expect(error).toBeUndefined();
    expect(rowErrors).toEqual([]);
    const users = records.filter((r) => r.entity === 'users');
    const devices = records.filter((r) => r.entity === 'devices');
    expect(users).toHaveLength(PEOPLE);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(1_000);
    const jdoe = users.find((r) => r.name === 'jdoe');
    expect(jdoe?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(jdoe?.fields).toEqual({
      username: 'jdoe',
      mail: 'jdoe@vigil.test',
      display_name: 'John Doe',
      first_name: 'John',
      last_name: 'Doe',
      department: 'R&D',
      title: 'Engineer',
      employee_id: 'E100',
    });
    expect(devices.map((r) => [r.name, r.fields])).toEqual([
      ['ws-01', { hostname: 'ws-01', serial: 'SN-1', macs: ['aa:bb:cc:00:00:01', 'aa:bb:cc:00:00:02'], ips: ['10.0.0.1'] }],
      ['ws-02', { hostname: 'ws-02' }],
    ]);
    // The same ids on the next fetch.
    const again = await fetchAll(ldapAdapter, { config: config({ fetch_users: false }), secrets });
    expect(again.records.map((r) => r.id)).toEqual(devices.map((r) => r.id));
  });

  it('fetches one page for a connection test (limit)', async () => {
    const { records, error } = await fetchAll(ldapAdapter, { config: config(), secrets, limit: 1 });
    expect(error).toBeUndefined();
    expect(records).toHaveLength(1);
  });

  it('says the directory refused a wrong password, without quoting it', async () => {
    const { error } = await fetchAll(ldapAdapter, { config: config(), secrets: { bind_password: 'wrong-Secret-9' } });
    expect(messageOf(error)).toBe('The directory refused the bind DN or password');
    expect((error as AdapterError).status).toBe('disconnected');
    const none = await fetchAll(ldapAdapter, { config: config() });
    expect(messageOf(none.error)).toMatch(/needs a password/);
  });

  it('says when the base DN does not exist or a filter is not valid', async () => {
    const base = await fetchAll(ldapAdapter, { config: config({ base_dn: `ou=nowhere,${SUFFIX}` }), secrets });
    expect(messageOf(base.error)).toBe('The base DN does not exist in the directory (or the bind DN may not see it)');
    const filter = await fetchAll(ldapAdapter, { config: config({ device_filter: '(objectClass=device' }), secrets });
    expect(messageOf(filter.error)).toBe('The computer filter is not a valid LDAP filter');
  });

  it('binds anonymously when there is no bind DN (this directory hides its tree from anonymous binds)', async () => {
    const { error } = await fetchAll(ldapAdapter, { config: config({ bind_dn: '' }) });
    expect(messageOf(error)).toBe('The base DN does not exist in the directory (or the bind DN may not see it)');
  });

  it('stops at once when the run is stopped', async () => {
    const controller = new AbortController();
    const outcome: unknown[] = [];
    try {
      for await (const batch of ldapAdapter.fetch({ config: config(), secrets, file: null, signal: controller.signal, rowError: () => undefined })) {
        outcome.push(batch.length);
        controller.abort();
      }
    } catch (error) {
      outcome.push((error as Error).name);
    }
    expect(outcome).toEqual([1_000, 'AbortError']);
  });
});

describe('the LDAP adapter (unreachable directories)', () => {
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never answers.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('says a closed port cannot be reached', async () => {
    const port = await closedPort();
    const { error } = await fetchAll(ldapAdapter, { config: { url: `ldap://127.0.0.1:${port}`, base_dn: SUFFIX, bind_dn: READER.dn }, secrets: { bind_password: READER.password } });
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as AdapterError).message).toBe(`The directory at 127.0.0.1:${port} cannot be reached (ECONNREFUSED)`);
    expect((error as AdapterError).status).toBe('not_available');
  });

  it('gives up on a server that never answers after the timeout', async () => {
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const { error } = await fetchAll(ldapAdapter, { config: { url: `ldap://127.0.0.1:${port}`, base_dn: SUFFIX, bind_dn: READER.dn, timeout_seconds: 1 }, secrets: { bind_password: READER.password } });
    expect(error).toBeInstanceOf(AdapterError);
    expect((error as AdapterError).message).toBe(`The directory at 127.0.0.1:${port} did not answer within 1 seconds`);
    expect((error as AdapterError).status).toBe('not_available');
    expect(JSON.stringify(error)).not.toContain(READER.password);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
