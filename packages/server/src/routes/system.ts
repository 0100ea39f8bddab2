import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '@vigil/openapi';
import type { Handlers } from '../openapi/index.js';
import { CONSTANTS, VERSION } from '../constants.js';

/** Health, product constants and the license status. */
export const systemHandlers = {
  getHealth: async () => ({ status: 'ok', version: VERSION }),
  getConstants: async () => ({ data: { attributes: { value: CONSTANTS } } }),
  // The reference server has no license to verify: the login screen goes on at once.
  getLicenseStatus: async () => ({ data: { attributes: { value: false } } }),
} satisfies Handlers;

/** The console build's file with its hash. */
export const VERSION_FILE = 'version.json';

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

/** A JSON object file's content; undefined when it is not one (a broken file falls back like a missing one). */
function readJson(file: string): Partial<Record<string, unknown>> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The served build's identity, read once at start: the build's own version file when it writes
 * one, else a hash of its index.html (whose script names change with every build), else (API
 * only) the server's version.
 */
export function buildVersion(consoleDir: string | undefined): components['schemas']['VersionInfo'] {
  const file = consoleDir && join(consoleDir, VERSION_FILE);
  const written = file && existsSync(file) ? readJson(file) : undefined;
  if (typeof written?.['hash'] === 'string') return { hash: written['hash'], version: VERSION };
  const page = consoleDir && join(consoleDir, 'index.html');
  return { hash: sha256(page && existsSync(page) ? readFileSync(page) : VERSION), version: VERSION };
}

/** `/version.json`, which the console polls to reload when a new build is served. */
export function versionHandlers(consoleDir: string | undefined) {
  const info = buildVersion(consoleDir);
  return {
    // A cached copy would hide a new build from the console.
    getVersionInfo: async ({ reply }) => {
      void reply.header('cache-control', 'no-store');
      return info;
    },
  } satisfies Handlers;
}
