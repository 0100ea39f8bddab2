import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '../auth/ids.js';
import { CROSS_SITE_POSTS, CSRF_HEADER, CSRF_HEADER_VALUE, CSRF_REJECTED } from '../auth/csrf.js';
import { hashPassword } from '../auth/passwords.js';
import { SESSION_COOKIE, createSession, findSession } from '../auth/sessions.js';
import { fc, garbage, schemaArbitraries, type Schema } from '../testing/arbitraries.js';
import { ADMIN, startTestServer, type TestServer } from '../testing/harness.js';
import { NOT_LOGGED_IN } from './registerRoutes.js';
import { loadSpec, resolveRef, type OpenApiOperation, type OpenApiParameter } from './spec.js';
import { operationsOf } from './validation.js';

/*
 * Every operation of the contract gets requests generated from its schemas — valid ones,
 * ones broken in one place, and junk — as the signed-in admin and without a session. None
 * may answer 5xx (but the 501 of an operation no handler implements yet); with the reply
 * check of the test server, a reply that does not fit the contract is a 500 too.
 * Replay a failure with its seed: VIGIL_FUZZ_SEED=<seed> npx vitest run --project server fuzz
 */
const SEED = Number(process.env['VIGIL_FUZZ_SEED'] ?? 20_261_121);
const RUNS_PER_OPERATION = 16;
/** Of the valid requests sent as the admin, the share that must get past session, CSRF and validation checks. */
const MIN_REACHED_SHARE = 0.6;

const doc = loadSpec();
type Json = Record<string, unknown>;

/** Ids seen in replies (and the fixed ones), offered as path parameters and id fields so requests reach real rows. */
const knownIds = new Set<string>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function harvestIds(value: unknown): void {
  if (typeof value === 'string') {
    if (UUID.test(value) && knownIds.size < 500) knownIds.add(value);
  } else if (Array.isArray(value)) value.forEach(harvestIds);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(harvestIds);
}
const ids = () => [...knownIds];

const schemas = schemaArbitraries({ root: doc, knownIds: ids });

type Caller = 'admin' | 'admin without the CSRF header' | 'admin from another site' | 'anonymous' | 'unknown session';
const ADMIN_CALLERS = new Set<Caller>(['admin', 'admin without the CSRF header', 'admin from another site']);
type Kind = 'valid' | 'invalid' | 'junk';
interface FuzzRequest {
  kind: Kind;
  caller: Caller;
  method: string;
  url: string;
  /** `oversized`: the payload is padded past the server's body limit when sent (kept short in failure reports). */
  body?: { payload: string; contentType: string | undefined; oversized?: true };
}

/** Path segments that test decoding: bad escapes, dot segments, encoded slashes and NULs. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%00', 'a%2Fb', '%C0%AF', '%F0%9F%99%82', '~', '*', "'"];

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
const encode = (value: unknown) => encodeURIComponent(asText(value).replace(/\p{Cs}/gu, '\ufffd'));

/** One request's arbitrary for an operation: every parameter and the body of the same kind. */
function requestOf(path: string, method: string, operation: OpenApiOperation, atRoot: boolean): fc.Arbitrary<FuzzRequest> {
  const parameters = [...(doc.paths[path]?.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolveRef<OpenApiParameter & { style?: string; explode?: boolean }>(doc, p));
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const body = operation.requestBody ? resolveRef(doc, operation.requestBody) : undefined;
  // JSON bodies, or a form post (the SAML assertion consumer).
  const [bodyType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  const bodySchema = media?.schema as Schema | undefined;

  const value = (kind: Kind, schema: Schema, name: string): fc.Arbitrary<unknown> =>
    kind === 'valid'
      ? schemas.valid(schema, name)
      : kind === 'invalid'
        ? fc.oneof({ weight: 2, arbitrary: schemas.valid(schema, name) }, { weight: 1, arbitrary: schemas.invalid(schema) })
        : fc.oneof(garbage, schemas.invalid(schema));

  const segment = (kind: Kind, parameter: OpenApiParameter): fc.Arbitrary<string> => {
    // `.` and `..` cannot be sent as a segment: URLs resolve them (RFC 3986 dot segments).
    const encoded = value(kind, parameter.schema ?? {}, parameter.name)
      .map(encode)
      .filter((text) => kind === 'junk' || !['.', '..'].includes(text));
    return kind === 'junk' ? fc.oneof(encoded, fc.constantFrom(...RAW_SEGMENTS)) : encoded;
  };

  const queryPairs = (kind: Kind): fc.Arbitrary<[string, string][]> => {
    const each = queryParams.map((parameter) => {
      const pairs = value(kind, parameter.schema ?? {}, parameter.name).map((v): [string, string][] =>
        Array.isArray(v)
          ? parameter.explode === false
            ? [[parameter.name, v.map(asText).join(',')]]
            : v.map((item): [string, string] => [parameter.name, asText(item)])
          : [[parameter.name, asText(v)]],
      );
      return parameter.required ? pairs : fc.option(pairs, { nil: [] });
    });
    const extra = kind === 'junk' ? fc.array(fc.tuple(fc.string({ maxLength: 8 }), garbage.map(asText)), { maxLength: 3 }) : fc.constant([]);
    return fc.tuple(fc.tuple(...each), extra).map(([known, more]) => [...known.flat(), ...more]);
  };

  const bodyOf = (kind: Kind): fc.Arbitrary<FuzzRequest['body']> => {
    const json = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' }));
    const encoded = (arbitrary: fc.Arbitrary<unknown>) =>
      bodyType === 'application/x-www-form-urlencoded'
        ? arbitrary.map((v) => ({
            payload: new URLSearchParams(typeof v === 'object' && v !== null ? Object.entries(v).map(([k, x]) => [k, asText(x)]) : []).toString(),
            contentType: bodyType,
          }))
        : json(arbitrary);
    if (kind === 'junk') {
      return fc.oneof(
        json(garbage),
        fc.constantFrom<FuzzRequest['body']>(
          undefined,
          { payload: '{"user_name":', contentType: 'application/json' },
          { payload: '', contentType: 'application/json' },
          { payload: '{}', contentType: 'text/plain' },
          { payload: '{}', contentType: 'application/json; charset=utf-16' },
          { payload: '{}', contentType: 'application/x-www-form-urlencoded' },
          { payload: '{}', contentType: undefined },
          { payload: '{"a":"x"}', contentType: 'application/json', oversized: true },
        ),
      );
    }
    if (!bodySchema) return fc.constant(undefined);
    const fitting = encoded(value(kind, bodySchema, 'body'));
    return body?.required ? fitting : fc.option(fitting, { nil: undefined });
  };

  const caller = fc.constantFrom<Caller>(
    'admin',
    'admin',
    'admin',
    'admin',
    'admin',
    'admin without the CSRF header',
    'admin from another site',
    'anonymous',
    'unknown session',
  );
  return fc
    .constantFrom<Kind>('valid', 'valid', 'valid', 'invalid', 'invalid', 'junk')
    .chain((kind) =>
      fc.record({
        kind: fc.constant(kind),
        caller,
        segments: fc.tuple(...pathParams.map((p) => segment(kind, p))),
        query: queryPairs(kind),
        body: bodyOf(kind),
      }),
    )
    .map(({ kind, caller: who, segments, query, body: sent }) => {
      let filled = path;
      pathParams.forEach((parameter, index) => {
        filled = filled.replace(`{${parameter.name}}`, segments[index] ?? '');
      });
      const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      return { kind, caller: who, url: `${atRoot ? '' : '/api'}${filled}${search ? `?${search}` : ''}`, ...(sent && { body: sent }), method };
    });
}

describe('every operation of the contract, fuzzed', () => {
  let server: TestServer;
  let adminToken = '';
  const stats = new Map<string, { valid: number; reached: number }>();
  let slowest = { ms: 0, what: '' };

  /** The admin's live session, made again (and the admin restored) when fuzzing ended, disabled or demoted it. */
  async function adminCookie(): Promise<string> {
    const session = await findSession(server.db, adminToken);
    if (!session || session.role_id !== ADMIN_ROLE_ID) {
      const [admin] = await server.db.query<{ uuid: string }>(
        'update users set is_disabled = false, role_id = $2 where user_name = $1 returning uuid',
        [ADMIN.user_name, ADMIN_ROLE_ID],
      );
      const uuid =
        admin?.uuid ??
        (
          await server.db.query<{ uuid: string }>(
            'insert into users (user_name, email, password_hash, password_changed_at, role_id) values ($1, $2, $3, now(), $4) returning uuid',
            [ADMIN.user_name, ADMIN.email, await hashPassword(ADMIN.password), ADMIN_ROLE_ID],
          )
        )[0]?.uuid;
      if (!uuid) throw new Error('could not restore the admin');
      knownIds.add(uuid);
      adminToken = await createSession(server.db, uuid, false);
    }
    return `${SESSION_COOKIE}=${adminToken}`;
  }

  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (request.caller !== 'admin without the CSRF header') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (ADMIN_CALLERS.has(request.caller)) headers['cookie'] = await adminCookie();
    if (request.caller === 'admin from another site') headers['origin'] = 'https://attacker.example';
    if (request.caller === 'unknown session') headers['cookie'] = `${SESSION_COOKIE}=${'A'.repeat(43)}`;
    if (request.body?.contentType) headers['content-type'] = request.body.contentType;
    const started = performance.now();
    const reply = await server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(request.body && { payload: request.body.oversized ? request.body.payload.replace('"x"', `"${'x'.repeat(1_100_000)}"`) : request.body.payload }),
    });
    const ms = performance.now() - started;
    if (ms > slowest.ms) slowest = { ms, what: `${request.method} ${request.url.slice(0, 120)} (${reply.statusCode})` };
    return reply;
  }

  /** Whether the session, permission, CSRF or validation check refused the request before its handler. */
  function refusedEarly(reply: LightMyRequestResponse, body: unknown): boolean {
    const message = (body as Json | undefined)?.['message'];
    return (
      (reply.statusCode === 401 && message === NOT_LOGGED_IN) ||
      (reply.statusCode === 403 && message === CSRF_REJECTED) ||
      (reply.statusCode === 400 && typeof message === 'string' && message.startsWith('Invalid request'))
    );
  }

  beforeAll(async () => {
    server = await startTestServer();
    await server.asAdmin();
    await adminCookie();
    // The current user's reply names the admin, the role and the workspace: the first known ids.
    harvestIds((await send({ kind: 'valid', caller: 'admin', method: 'GET', url: '/api/get_current_user' })).json());
  });

  afterAll(async () => {
    await server.close();
  });

  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    operationsOf(item).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
      atRoot: item.servers?.some((s) => s.url === '/') ?? false,
    })),
  );

  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const [index, { path, method, operation, atRoot }] of operations.entries()) {
    const security = operation.security ?? doc.security ?? [];
    const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
    it(`${method} ${path} (${operation.operationId}) never answers 5xx`, { timeout: 60_000 }, async () => {
      const counts = { valid: 0, reached: 0 };
      stats.set(operation.operationId, counts);
      const property = fc.asyncProperty(requestOf(path, method, operation, atRoot), async (request) => {
        const reply = await send(request);
        const body: unknown = reply.body ? (() => { try { return JSON.parse(reply.body) as unknown; } catch { return reply.body; } })() : undefined;
        harvestIds(body);
        const notImplemented = reply.statusCode === 501 && (body as Json | undefined)?.['message'] === `${method} ${path} is not implemented by this server yet`;
        const failed = (why: string) => new Error(`${why}: ${request.caller} ${method} ${request.url.slice(0, 300)} -> ${reply.statusCode} ${reply.body.slice(0, 500)}`);
        if (reply.statusCode >= 500 && !notImplemented) throw failed('a server error');
        // Refusals outside the contract's routes (an unknown path, a bad URL) have its error shape too.
        const error = body as Json | undefined;
        if (reply.statusCode >= 400 && (error?.['status'] !== reply.statusCode || typeof error['message'] !== 'string')) {
          throw failed('not the error shape');
        }
        // The generic layers' promises: no state change without the console's header from its own origin, nothing without a session.
        const csrfless = request.caller === 'admin without the CSRF header' || request.caller === 'admin from another site';
        // Refused before routing (an unrouted or too long URL), or a POST other sites make by design.
        const unrouted = (reply.statusCode === 400 && String(error?.['message']).endsWith('is not a valid url component')) || reply.statusCode === 414;
        const crossSite = method === 'POST' && CROSS_SITE_POSTS.has(request.url.split('?')[0] ?? '');
        // A junk URL whose dot segments climb out of /api/ ('/api/dashboard/../..') reaches the console's pages, not the API.
        const outsideApi = !new URL(request.url, 'http://vigil.test').pathname.startsWith('/api/');
        if (csrfless && method !== 'GET' && !unrouted && !crossSite && !outsideApi && (reply.statusCode !== 403 || error?.['message'] !== CSRF_REJECTED)) {
          throw failed('a state-changing request without the CSRF protection was not refused');
        }
        if (!isPublic && !ADMIN_CALLERS.has(request.caller) && reply.statusCode < 400) throw failed('answered without a session');
        if (request.kind === 'valid' && request.caller === 'admin' && reply.statusCode === 404 && String(error?.['message']).startsWith('No API route')) {
          throw failed('a request the contract allows found no route');
        }
        if (request.kind === 'valid' && request.caller === 'admin') {
          counts.valid++;
          if (!refusedEarly(reply, body)) counts.reached++;
        }
      });
      // Each operation has its own seed, so one can be replayed alone (`-t`) with the same requests.
      const seed = SEED + index;
      try {
        await fc.assert(property, { seed, numRuns: RUNS_PER_OPERATION, interruptAfterTimeLimit: 45_000 });
      } catch (error) {
        throw new Error(`Replay: VIGIL_FUZZ_SEED=${String(SEED)} npx vitest run --project server fuzz -t '${operation.operationId}'`, { cause: error });
      }
    });
  }

  it(`gets at least ${String(MIN_REACHED_SHARE * 100)}% of the admin's valid requests past the generic checks`, () => {
    const all = [...stats.values()];
    const valid = all.reduce((sum, s) => sum + s.valid, 0);
    const reached = all.reduce((sum, s) => sum + s.reached, 0);
    const neverReached = [...stats].filter(([, s]) => s.valid > 0 && s.reached === 0).map(([id]) => id);
    console.info(
      `fuzz (seed ${String(SEED)}): ${String(reached)}/${String(valid)} valid admin requests reached a handler; ` +
        `slowest ${slowest.ms.toFixed(0)} ms: ${slowest.what}; none reached: ${neverReached.join(', ') || '-'}`,
    );
    expect(valid).toBeGreaterThan(operations.length * 2);
    expect(reached / valid).toBeGreaterThanOrEqual(MIN_REACHED_SHARE);
  });
});
