import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';

/** Where developers and end-to-end tests read the mails the server would have sent. */
export const OUTBOX_PATH = '/dev/outbox';

/** Mails listed at most, newest first. */
const OUTBOX_LIMIT = 100;

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/**
 * `GET /dev/outbox` (optionally `?to=`): the outbox as JSON, newest first. Outside the API and its
 * contract, and only for development: it shows codes and reset links to anyone who asks.
 */
export function registerOutboxRoute(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { to?: string } }>(OUTBOX_PATH, async (request) => {
    const to = typeof request.query.to === 'string' ? request.query.to : null;
    const rows = await db.query<{ id: string; to: string; subject: string; text: string; created_at: Date }>(
      `select id, to_address as "to", subject, body as text, created_at from outbox
        where $1::text is null or lower(to_address) = lower($1)
        order by id desc limit $2`,
      [to, OUTBOX_LIMIT],
    );
    return rows.map((row): OutboxMail => ({ ...row, id: Number(row.id), created_at: row.created_at.toISOString() }));
  });
}
