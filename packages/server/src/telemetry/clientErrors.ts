import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, sendError } from '../admin/access.js';
import { pageMeta, pageWindow } from '../admin/listQuery.js';
import { isAdmin } from '../auth/permissions.js';
import { sessionToken } from '../auth/plugin.js';
import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';

/** Largest report body accepted, in bytes (the contract's 413 above). */
export const CLIENT_REPORT_MAX_BYTES = 16_384;
/** Entries (errors and memory samples) a session, or an address without one, may report per window. */
export const CLIENT_REPORTS_PER_WINDOW = 20;
export const CLIENT_REPORT_WINDOW_MS = 60_000;

export const CLIENT_REPORT_TOO_LARGE = `The report is larger than ${CLIENT_REPORT_MAX_BYTES} bytes.`;
export const CLIENT_ERRORS_ADMINS_ONLY = 'Only admins can read the reported errors.';
export const CLIENT_REPORTS_TOO_MANY = `Too many reports: at most ${CLIENT_REPORTS_PER_WINDOW} a minute.`;

const REPORT_URL = '/api/client_errors';

/** Counts entries per key in fixed windows; kept in memory, as a report lost at a restart costs nothing. */
export class ReportRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = CLIENT_REPORTS_PER_WINDOW,
    private readonly windowMs = CLIENT_REPORT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `count` entries from the key's allowance; false (and nothing taken) when they do not fit. */
  take(key: string, count: number): boolean {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || at - window.start >= this.windowMs) {
      // Many addresses may come and go: drop the windows that are over before adding one.
      if (!window && this.windows.size >= 10_000) this.prune(at);
      window = { start: at, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count + count > this.limit) return false;
    window.count += count;
    return true;
  }

  private prune(at: number) {
    for (const [key, window] of this.windows) if (at - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/** Per session when there is one (several users behind one proxy share an address), else per address. */
const reporterOf = (request: FastifyRequest) => (request.sessionUser ? `session:${sessionToken(request) ?? request.sessionUser.uuid}` : `ip:${request.ip}`);

/** Refuses an oversized report by its Content-Length before the body is read. */
export function registerClientReportCap(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== REPORT_URL) return;
    if (Number(request.headers['content-length'] ?? 0) > CLIENT_REPORT_MAX_BYTES) {
      return reply.code(413).send(errorBody(413, CLIENT_REPORT_TOO_LARGE));
    }
  });
}

interface ClientErrorRow {
  id: string;
  received_at: Date;
  occurred_at: Date;
  kind: 'error' | 'unhandledrejection';
  message: string;
  stack: string | null;
  url: string;
  user_agent: string;
  user_uuid: string | null;
  total: string;
}

/** POST /client_errors: errors into `client_errors`, memory samples into the server log; GET lists them for admins. */
export function clientErrorHandlers(db: Database, limiter = new ReportRateLimiter()) {
  return {
    listClientErrors: async ({ query, request, reply }) => {
      if (!isAdmin(callerOf(request))) return void sendError(reply, 403, CLIENT_ERRORS_ADMINS_ONLY);
      const window = pageWindow(query);
      const rows = await db.query<ClientErrorRow>(
        `select *, count(*) over () as total from client_errors order by received_at desc, id desc limit $1 offset $2`,
        [window.size, window.offset],
      );
      const total = rows[0] ? Number(rows[0].total) : Number((await db.query<{ n: string }>('select count(*) as n from client_errors'))[0]?.n ?? 0);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          received_at: row.received_at.toISOString(),
          user_id: row.user_uuid,
          kind: row.kind,
          message: row.message,
          stack: row.stack,
          url: row.url,
          user_agent: row.user_agent,
          time: row.occurred_at.toISOString(),
        })),
        meta: pageMeta(window, rows.length, total),
      };
    },

    reportClientErrors: async ({ body, request, reply }) => {
      // A body sent without Content-Length (chunked) is measured once parsed.
      if (Buffer.byteLength(JSON.stringify(body)) > CLIENT_REPORT_MAX_BYTES) return void sendError(reply, 413, CLIENT_REPORT_TOO_LARGE);
      const errors = body.errors ?? [];
      const memory = body.memory ?? [];
      if (!limiter.take(reporterOf(request), errors.length + memory.length)) return void sendError(reply, 429, CLIENT_REPORTS_TOO_MANY);
      const user = request.sessionUser?.impersonator_uuid ?? request.sessionUser?.uuid ?? null;
      if (errors.length > 0) {
        await db.query(
          `insert into client_errors (occurred_at, kind, message, stack, url, user_agent, user_uuid)
           select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[])`,
          [
            errors.map((error) => error.time),
            errors.map((error) => error.kind),
            errors.map((error) => error.message),
            errors.map((error) => error.stack ?? null),
            errors.map((error) => error.url),
            errors.map((error) => error.user_agent),
            errors.map(() => user),
          ],
        );
      }
      for (const sample of memory) request.log.info({ clientMemory: sample, user }, 'client memory sample');
      return undefined;
    },
  } satisfies Handlers;
}
