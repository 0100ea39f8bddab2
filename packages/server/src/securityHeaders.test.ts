import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from './buildServer.js';
import { HSTS, NONCE_PLACEHOLDER } from './securityHeaders.js';

// As Vite writes it with html.cspNonce.
const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${NONCE_PLACEHOLDER}"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" nonce="${NONCE_PLACEHOLDER}">
</head><body><div id="root"></div></body></html>`;

const HTML = { accept: 'text/html' };
const SCRIPT = `export const answer = '${'forty-two '.repeat(200)}';`;

/** The nonce the policy allows for scripts, checked to allow the same one for styles. */
function policyNonce(reply: LightMyRequestResponse): string {
  const policy = String(reply.headers['content-security-policy']);
  const script = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  expect(script).toBeDefined();
  expect(policy).toContain(`style-src 'self' 'nonce-${script}'`);
  return script ?? '';
}

describe('security headers', () => {
  let app: FastifyInstance;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'vigil-console-'));
    await writeFile(join(consoleDir, 'index.html'), INDEX_HTML);
    await mkdir(join(consoleDir, 'assets'));
    await writeFile(join(consoleDir, 'assets', 'index-abc123.js'), SCRIPT);
    // As the console's build writes them beside every script.
    await writeFile(join(consoleDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(consoleDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    await writeFile(join(consoleDir, 'robots.txt'), 'User-agent: *');
    app = await buildServer({ consoleDir, trustProxy: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it.each(['/', '/index.html', '/assets/devices'])('sends the page at %s with a fresh nonce in the policy and in every tag, never cached', async (url) => {
    const first = await app.inject({ method: 'GET', url, headers: HTML });
    const second = await app.inject({ method: 'GET', url, headers: HTML });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-store');
    const nonce = policyNonce(first);
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(first.body).not.toContain(NONCE_PLACEHOLDER);
    expect(first.body.match(/nonce="([^"]*)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
    expect(policyNonce(second)).not.toBe(nonce);
    expect(second.body).toContain(`nonce="${policyNonce(second)}"`);
  });

  it('sends the strict policy and the other headers on API replies, which are never cached', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/get_constants' });
    expect(reply.statusCode).toBe(200);
    const policy = String(reply.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      "style-src 'self';",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toContain('unsafe');
    expect(reply.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it("sends the build's compressed copy of a script that the browser accepts, else the script itself", async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const other = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(other.statusCode).toBe(200);
    expect(other.headers['cache-control']).toBe('no-cache');
  });

  it('sends HSTS only on requests that came over TLS through a trusted proxy', async () => {
    const forwarded = { ...HTML, 'x-forwarded-proto': 'https' };
    const trusted = await app.inject({ method: 'GET', url: '/', headers: forwarded, remoteAddress: '127.0.0.1' });
    expect(trusted.headers['strict-transport-security']).toBe(HSTS);
    const api = await app.inject({ method: 'GET', url: '/api/health', headers: forwarded, remoteAddress: '127.0.0.1' });
    expect(api.headers['strict-transport-security']).toBe(HSTS);

    const plain = await app.inject({ method: 'GET', url: '/', headers: HTML, remoteAddress: '127.0.0.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await app.inject({ method: 'GET', url: '/', headers: forwarded, remoteAddress: '10.9.8.7' });
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
