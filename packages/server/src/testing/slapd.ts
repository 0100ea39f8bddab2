import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IT_ROLE_ID } from '../auth/ids.js';
import type { KeyAndCertificate } from './certs.js';
import type { LdapDomain } from '../sso/settings.js';

/** Debian's OpenLDAP server and its modules and schemas (`apt-get install slapd`, see scripts/lib.mjs ensureSlapd). */
const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const MODULES = '/usr/lib/ldap';
const SCHEMAS = '/etc/ldap/schema';

export const slapdInstalled = (): boolean => existsSync(SLAPD) && existsSync(SLAPADD);

/**
 * Whether LDAP tests may be skipped for want of slapd: only outside `npm test` (which installs it
 * first) and outside CI, so the checks that count always run them.
 */
export const maySkipLdap = (): boolean => process.env['npm_lifecycle_event'] !== 'test' && !process.env['CI'];

export const SUFFIX = 'dc=vigil,dc=test';
export const READER = { dn: `cn=reader,${SUFFIX}`, password: 'reader-secret' } as const;

/** A domain of the test directory at `url`, searched by uid under ou=people as the service account. */
export const ldapDomain = (url: string, overrides: Partial<LdapDomain> = {}): LdapDomain => ({
  domain_display_name: 'CORP',
  url,
  base_dn: `ou=people,${SUFFIX}`,
  bind_dn: READER.dn,
  bind_password: READER.password,
  user_filter: '(&(objectClass=inetOrgPerson)(uid={username}))',
  default_role_id: IT_ROLE_ID,
  tls: { start_tls: false, reject_unauthorized: true, ca_pem: null },
  ...overrides,
});

export interface LdapPersonFixture {
  uid: string;
  password: string;
  givenName: string;
  sn: string;
  mail?: string;
  title?: string;
  departmentNumber?: string;
  employeeNumber?: string;
}

/** A computer under ou=devices: a `device`, with a MAC (ieee802Device) and addresses (ipHost) when given. */
export interface LdapDeviceFixture {
  cn: string;
  serialNumber?: string;
  macAddress?: string[];
  ipHostNumber?: string[];
}

export interface Slapd {
  url: string;
  /** With a TLS certificate: the ldaps:// address (ldap:// then also offers StartTLS). */
  ldapsUrl?: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function waitForPort(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    if (exited()) throw new Error(`slapd exited before listening on port ${port}`);
    if (Date.now() > deadline) throw new Error(`slapd did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const deviceLdif = (d: LdapDeviceFixture): string =>
  [
    `dn: cn=${d.cn},ou=devices,${SUFFIX}`,
    'objectClass: device',
    ...(d.macAddress ? ['objectClass: ieee802Device'] : []),
    ...(d.ipHostNumber ? ['objectClass: ipHost'] : []),
    `cn: ${d.cn}`,
    ...(d.serialNumber ? [`serialNumber: ${d.serialNumber}`] : []),
    ...(d.macAddress ?? []).map((mac) => `macAddress: ${mac}`),
    ...(d.ipHostNumber ?? []).map((ip) => `ipHostNumber: ${ip}`),
  ].join('\n');

const ldif = (people: LdapPersonFixture[], devices: LdapDeviceFixture[]) =>
  [
    `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Vigil\ndc: vigil`,
    `dn: ${READER.dn}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: reader\nuserPassword: ${READER.password}`,
    `dn: ou=people,${SUFFIX}\nobjectClass: organizationalUnit\nou: people`,
    ...people.map((p) =>
      [
        `dn: uid=${p.uid},ou=people,${SUFFIX}`,
        'objectClass: inetOrgPerson',
        `uid: ${p.uid}`,
        `cn: ${p.givenName} ${p.sn}`,
        `givenName: ${p.givenName}`,
        `sn: ${p.sn}`,
        ...(p.mail ? [`mail: ${p.mail}`] : []),
        ...(p.title ? [`title: ${p.title}`] : []),
        ...(p.departmentNumber ? [`departmentNumber: ${p.departmentNumber}`] : []),
        ...(p.employeeNumber ? [`employeeNumber: ${p.employeeNumber}`] : []),
        `userPassword: ${p.password}`,
      ].join('\n'),
    ),
    ...(devices.length > 0 ? [`dn: ou=devices,${SUFFIX}\nobjectClass: organizationalUnit\nou: devices`, ...devices.map(deviceLdif)] : []),
  ].join('\n\n') + '\n';

/**
 * A throwaway OpenLDAP server on a free local port, with its config and data in a temporary
 * folder, loaded with `people` under ou=people, `devices` under ou=devices and a read-only
 * service account (READER). `maxBytes` bounds the database (a bench's tens of thousands of entries need more).
 */
export async function startSlapd(people: LdapPersonFixture[], tls?: KeyAndCertificate, devices: LdapDeviceFixture[] = [], maxBytes = 10_485_760): Promise<Slapd> {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-slapd-'));
  mkdirSync(join(dir, 'data'));
  const config = join(dir, 'slapd.conf');
  if (tls) {
    writeFileSync(join(dir, 'server.pem'), tls.certificatePem);
    writeFileSync(join(dir, 'server.key'), tls.keyPem, { mode: 0o600 });
  }
  writeFileSync(
    config,
    [
      `include ${SCHEMAS}/core.schema`,
      `include ${SCHEMAS}/cosine.schema`,
      `include ${SCHEMAS}/inetorgperson.schema`,
      // ieee802Device and ipHost, for computers.
      `include ${SCHEMAS}/nis.schema`,
      `modulepath ${MODULES}`,
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      ...(tls ? [`TLSCertificateFile ${join(dir, 'server.pem')}`, `TLSCertificateKeyFile ${join(dir, 'server.key')}`] : []),
      'database mdb',
      `maxsize ${String(maxBytes)}`,
      `suffix "${SUFFIX}"`,
      `directory ${join(dir, 'data')}`,
      // Like Active Directory: at most 500 entries a search, any number over paged results.
      'limits * size.soft=500 size.hard=500 size.prtotal=unlimited',
      // Passwords are only for binding; only signed-in entries read the tree.
      'access to attrs=userPassword by anonymous auth by * none',
      'access to * by users read by * none',
    ].join('\n') + '\n',
  );
  writeFileSync(join(dir, 'people.ldif'), ldif(people, devices));
  const loaded = spawnSync(SLAPADD, ['-q', '-f', config, '-l', join(dir, 'people.ldif')], { encoding: 'utf8' });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);

  // A port found free may be taken by another test before slapd binds it (slapd then exits at
  // once): try again on other ports rather than waiting for a port that will never open.
  let started: { child: ChildProcess; exited: Promise<void>; port: number; tlsPort: number | undefined } | undefined;
  for (let attempt = 1; !started; attempt++) {
    const port = await freePort();
    const tlsPort = tls ? await freePort() : undefined;
    const listen = [`ldap://127.0.0.1:${port}/`, ...(tlsPort ? [`ldaps://127.0.0.1:${tlsPort}/`] : [])].join(' ');
    // -d keeps slapd in the foreground, so it is this process's child and ends with it.
    const child = spawn(SLAPD, ['-f', config, '-h', listen, '-d', '0'], { stdio: 'ignore' });
    let gone = false;
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => {
        gone = true;
        resolve();
      });
    });
    try {
      await waitForPort(port, 20_000, () => gone);
      if (tlsPort) await waitForPort(tlsPort, 20_000, () => gone);
      started = { child, exited, port, tlsPort };
    } catch (error) {
      child.kill();
      await exited;
      if (attempt === 3) throw error;
    }
  }
  const { child, exited, port, tlsPort } = started;
  return {
    url: `ldap://127.0.0.1:${port}`,
    ...(tlsPort && { ldapsUrl: `ldaps://127.0.0.1:${tlsPort}` }),
    async stop() {
      child.kill();
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
