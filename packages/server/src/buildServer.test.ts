import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@vigil/openapi';
import { buildServer, parseTrustProxy } from './buildServer.js';
import { buildVersion } from './routes/system.js';

type ConstantsReply = components['schemas']['ConstantsReply'];
type VersionInfo = components['schemas']['VersionInfo'];

const INDEX_HTML = '<!doctype html><title>Vigil</title><div id="root"></div>';

describe('reference server', () => {
  let app: FastifyInstance;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'vigil-console-'));
    await writeFile(join(consoleDir, 'index.html'), INDEX_HTML);
    app = await buildServer({ consoleDir });
  });

  afterAll(async () => {
    await app.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', version: '6_0_0' });
  });

  it('returns the constants wrapped as data.attributes.value, never cached', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/get_constants' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const value = reply.json<ConstantsReply>().data.attributes.value;
    expect(value.product_name).toBe('Vigil');
    expect(value.default_page_size).toBe(20);
    expect(value.limits).toEqual({ user_name_max: 30, password_max: 40, email_max: 50, code_length: 6 });
  });

  it('answers an unknown API path with 404 in the error shape, not the console page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 404, message: 'No API route for GET /api/nope' });
  });

  it('answers a URL it cannot decode with 400 in the error shape', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/settings/users/tokens/validate/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 400, message: "'/api/settings/users/tokens/validate/%E0%A4%A' is not a valid url component" });
  });

  it('routes path parameters as long as the contract allows (a reset token of 512 characters)', async () => {
    const reply = await app.inject({ method: 'GET', url: `/api/settings/users/tokens/validate/${'a'.repeat(512)}` });
    expect(reply.statusCode).toBe(501);
  });

  it('serves the console page for client-side routes', async () => {
    const reply = await app.inject({ method: 'GET', url: '/assets/devices', headers: { accept: 'text/html' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<div id="root">');
  });

  it('tells the license is verified, before sign-in', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/license_status' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { attributes: { value: false } } });
  });

  it("serves the served build's version file at the root, never cached", async () => {
    const reply = await app.inject({ method: 'GET', url: '/version.json?t=1700000000000' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const hash = createHash('sha256').update(INDEX_HTML).digest('hex').slice(0, 16);
    expect(reply.json<VersionInfo>()).toEqual({ hash, version: '6_0_0' });
  });

  it("prefers the build's own version file, and falls back when it is broken or missing", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vigil-build-'));
    try {
      expect(buildVersion(undefined).hash).toMatch(/^[0-9a-f]{16}$/);
      expect(buildVersion(dir)).toEqual(buildVersion(undefined));
      await writeFile(join(dir, 'index.html'), INDEX_HTML);
      await writeFile(join(dir, 'version.json'), '{"hash":');
      expect(buildVersion(dir).hash).toBe(createHash('sha256').update(INDEX_HTML).digest('hex').slice(0, 16));
      await writeFile(join(dir, 'version.json'), JSON.stringify({ hash: 'build-42' }));
      expect(buildVersion(dir)).toEqual({ hash: 'build-42', version: '6_0_0' });
      // The file is the contract's route: serving the folder beside it must not clash with it.
      const served = await buildServer({ consoleDir: dir });
      expect((await served.inject({ method: 'GET', url: '/version.json' })).json<VersionInfo>().hash).toBe('build-42');
      await served.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads which proxies to trust from VIGIL_TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 127.0.0.1,10.0.0.0/8 ')).toBe('127.0.0.1,10.0.0.0/8');
    const hops = parseTrustProxy('2');
    if (typeof hops !== 'function') throw new Error('a hop count is a function of the hop');
    expect([hops('10.0.0.1', 0), hops('10.0.0.1', 1), hops('10.0.0.1', 2)]).toEqual([true, true, false]);
  });

  it('does not answer other requests for missing files with the page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(reply.statusCode).toBe(404);
  });
});
