import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const STARTUP_LIMIT_MS = 180_000;

/**
 * Starts the console the way a user does, `npm start`, on a free port, and hands its URL to
 * the journeys through VIGIL_URL. Returns the teardown that stops it.
 */
export default async function globalSetup() {
  // A fresh embedded database for every run: journeys start from a first start, as a new user does.
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-'));
  const server = spawn('npm', ['start', '--silent'], {
    cwd: root,
    // Discovery runs last seconds, not a minute, so a journey sees one start and end.
    env: { ...process.env, PORT: '0', VIGIL_DATA_DIR: dataDir, VIGIL_CHECK_REPLIES: '1', VIGIL_DISCOVERY_RUN_SECONDS: '4' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('npm start printed no URL in time'));
    }, STARTUP_LIMIT_MS);
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before serving:\n${output}`));
    });
  });
  server.stdout.resume();
  process.env['VIGIL_URL'] = url;

  return () => {
    // npm start runs the server in a child process group: stop all of it.
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
