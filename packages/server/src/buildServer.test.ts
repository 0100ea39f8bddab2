import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@vigil/openapi';
import { buildServer } from './buildServer.js';

type ConstantsReply = components['schemas']['ConstantsReply'];

describe('reference server', () => {
  let app: FastifyInstance;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'vigil-console-'));
    await writeFile(join(consoleDir, 'index.html'), '<!doctype html><title>Vigil</title><div id="root"></div>');
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

  it('does not answer other requests for missing files with the page', async () => {
    const reply = await app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(reply.statusCode).toBe(404);
  });
});
