// Shared steps of `npm start` and `npm test`: they run on a fresh machine, so they install
// what is missing before anything else, and use only Node's own modules until then.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
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

/** Runs apt-get non-interactively, through sudo unless already root. */
const apt = (args) => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return process.getuid?.() === 0 ? mustRun('apt-get', args, { env }) : mustRun('sudo', ['apt-get', ...args], { env });
};

/** Debian's Chromium for story and end-to-end tests: installed with apt when it is missing. */
export async function ensureChromium() {
  const chromium = JSON.parse(readFileSync(`${root}/scripts/chromium.json`, 'utf8'));
  const path = process.env.CHROMIUM_PATH ?? chromium.path;
  if (existsSync(path)) return;
  console.log(`${path} is missing: installing Debian's chromium...`);
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
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
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'slapd', 'ldap-utils']);
  if (!existsSync(slapd)) {
    console.error(`slapd was installed but ${slapd} is still missing.`);
    process.exit(1);
  }
}
