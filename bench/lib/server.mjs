// The built reference server for the bench: on loopback, a fresh embedded database (or
// DATABASE_URL), seeded with `devices` sample devices, and an administrator to sign in with.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The first-run signup creates the user named admin (the contract fixes the name).
export const ADMIN = { user_name: 'admin', email: 'bench-admin@example.com', password: 'Bench-Passw0rd!' };

/** The console's header, without which the CSRF check refuses a request. */
export const CSRF_HEADERS = { 'x-requested-with': 'vigil' };

/**
 * Starts `packages/server/dist/main.js` (build it first) and resolves once it prints its URL.
 * Seeding a million assets takes minutes: `startupMs` bounds the wait.
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startServer({ devices = 500, dataDir, env = {}, startupMs = 900_000 } = {}) {
  const ownDir = dataDir ?? mkdtempSync(join(tmpdir(), 'vigil-bench-'));
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', VIGIL_DATA_DIR: ownDir, VIGIL_SEED: String(devices), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server printed no URL in time')), startupMs);
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+?)\/? /.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before serving:\n${output}`));
    });
  });
  child.stdout.resume();
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    if (!dataDir) rmSync(ownDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Creates the first administrator through the first-run signup (once per database). */
export async function signUpAdmin(url) {
  const status = await (await fetch(`${url}/api/signup`)).json();
  if (status.data.attributes.value.admin_exists) return;
  const reply = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ user_name: ADMIN.user_name, contact_email: ADMIN.email, new_password: ADMIN.password, confirm_new_password: ADMIN.password }),
  });
  if (reply.status !== 204) throw new Error(`signup answered ${reply.status}: ${await reply.text()}`);
}
