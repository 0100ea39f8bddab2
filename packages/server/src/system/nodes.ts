import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { VERSION } from '../constants.js';

/** How often a running instance records that it is alive. */
export const NODE_HEARTBEAT_MS = 30_000;

/** Unheard for longer than this (three missed heartbeats), an instance is shown as unresponsive. */
export const NODE_UNRESPONSIVE_S = 90;

/** An instance unheard for a day is forgotten: it crashed or was removed without closing. */
export const NODE_FORGOTTEN_AFTER_S = 86_400;

/** This server instance, as the `system_nodes` table knows it. */
export interface ThisNode {
  id: string;
  /** Records the instance as alive now (inserted on the first call). */
  beat(): Promise<void>;
}

/**
 * Records this instance in `system_nodes` when the server is ready and every 30 s while it runs,
 * and removes it when the server closes, so the Administration page lists the instances sharing
 * the database.
 */
export function registerNode(app: FastifyInstance, db: Queryable): ThisNode {
  const id = randomUUID();
  const beat = async () => {
    await db.query(
      `insert into system_nodes (id, hostname, pid, version) values ($1, $2, $3, $4)
       on conflict (id) do update set last_seen_at = now()`,
      [id, hostname(), process.pid, VERSION],
    );
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await beat();
    timer = setInterval(() => {
      beat().catch((error: unknown) => {
        app.log.warn({ error }, 'could not record this instance in system_nodes');
      });
    }, NODE_HEARTBEAT_MS);
    // The heartbeat never keeps the process alive on its own.
    timer.unref();
  });
  // preClose: the database is still open (buildServer closes it in onClose).
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await db.query('delete from system_nodes where id = $1', [id]);
  });
  return { id, beat };
}
