// Shared steps of `npm start` and `npm test`: they run on a fresh machine, so they install
// what is missing before anything else, and use only Node's own modules until then.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command in the repository root with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command and stops the whole script when it fails. */
export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${[command, ...args].join(' ')} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const installed = `${root}/node_modules/.package-lock.json`;
  const lock = `${root}/package-lock.json`;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  await mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

const isRoot = process.getuid?.() === 0;

/** Installs Debian packages with apt (through sudo when not root); stops the script when that fails. */
async function aptInstall(...names) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (isRoot ? mustRun('apt-get', args, { env }) : mustRun('sudo', ['apt-get', ...args], { env }));
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', ...names]);
}

/** Debian's Chromium for story and end-to-end tests: installed with apt when it is missing. */
export async function ensureChromium() {
  const chromium = JSON.parse(readFileSync(`${root}/scripts/chromium.json`, 'utf8'));
  const path = process.env.CHROMIUM_PATH ?? chromium.path;
  if (existsSync(path)) return;
  console.log(`${path} is missing: installing Debian's chromium...`);
  await aptInstall('chromium');
  if (!existsSync(path)) {
    console.error(`chromium was installed but ${path} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

/** Debian's OpenLDAP server, which the server's LDAP and smartcard login tests start on a free port: installed with apt when it is missing. */
export async function ensureSlapd() {
  const slapd = '/usr/sbin/slapd';
  if (existsSync(slapd)) return;
  console.log(`${slapd} is missing: installing Debian's slapd...`);
  await aptInstall('slapd', 'ldap-utils');
  if (!existsSync(slapd)) {
    console.error(`slapd was installed but ${slapd} is still missing.`);
    process.exit(1);
  }
}

/** The bin folder of the newest PostgreSQL Debian has installed (`/usr/lib/postgresql/<version>/bin`), if any. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const [newest] = readdirSync(base)
    .filter((version) => existsSync(`${base}/${version}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return newest && `${base}/${newest}/bin`;
}

/** Debian's PostgreSQL, for the server tests' second run: installed with apt when it is missing. Returns its bin folder. */
export async function ensurePostgres() {
  if (postgresBin()) return postgresBin();
  console.log("PostgreSQL is missing: installing Debian's postgresql...");
  await aptInstall('postgresql');
  const bin = postgresBin();
  if (!bin) {
    console.error('postgresql was installed but no /usr/lib/postgresql/<version>/bin/initdb was found.');
    process.exit(1);
  }
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder on a free port, tuned for tests (no
 * fsync), apart from any cluster the machine runs. As root it runs as Debian's `postgres` user
 * (PostgreSQL refuses root). Resolves to the URL of its `postgres` database (its user may create
 * databases) and `stop()`, which also runs if the script exits first.
 */
export async function startPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-pg-'));
  const data = join(dir, 'data');
  // The tools' output (written by this script) and the server's log (written by the server's user).
  const log = join(dir, 'setup.log');
  const serverLog = join(dir, 'server.log');
  if (isRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const asOwner = (command, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  // Their chatter goes to the log, shown only when something fails.
  const quietly = async (command, args) => {
    const out = openSync(log, 'a');
    const code = await run(...asOwner(command, args), { stdio: ['ignore', out, out] });
    if (code !== 0) {
      const server = existsSync(serverLog) ? readFileSync(serverLog, 'utf8') : '';
      throw new Error(`${command} failed (exit ${code}):\n${(readFileSync(log, 'utf8') + server).slice(-3000)}`);
    }
  };

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    if (existsSync(join(data, 'postmaster.pid'))) spawnSync(...asOwner(`${bin}/pg_ctl`, ['-D', data, '-m', 'immediate', '-s', 'stop']));
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stopNow);
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.once(signal, () => process.exit(code));

  try {
    const port = await freePort();
    await quietly(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    await quietly(`${bin}/pg_ctl`, ['-D', data, '-l', serverLog, '-o', settings, '-w', '-t', '60', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop: async () => stopNow() };
  } catch (error) {
    stopNow();
    throw error;
  }
}
