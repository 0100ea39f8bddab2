import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';

/** Who did something: a signed-in user (acting as another while impersonating), or the system. */
export interface AuditActor {
  /** The signed-in user; null for the system (scheduler, discovery) or an anonymous caller (an approval page, a failed sign-in). */
  uuid: string | null;
  /** The user name as it was then, so the entry reads the same after the user is deleted. */
  name: string;
  /** The real user behind an impersonated session, else null. */
  impersonator_uuid?: string | null;
  client_address?: string | null;
}

/** One entry of the audit log. */
export interface AuditEntry {
  /** What happened, as `area.verb`: 'auth.login', 'auth.login_failed', 'user.created', 'settings.updated', 'webhook.updated'... */
  action: string;
  /** What it happened to: its kind ('user', 'role', 'settings_section', 'webhook', 'certificate'...), id and name as they were. */
  target_type?: string | null;
  target_id?: string | null;
  target_name?: string | null;
  /** What changed, small and without secrets (never a password, key or token). */
  details?: Record<string, unknown>;
}

/** The system as an actor: scheduled work and discovery. */
export const SYSTEM_ACTOR: AuditActor = { uuid: null, name: 'system' };

/** The request's signed-in user as an actor (the system when none is signed in), with the client's address. */
export function actorOf(request: FastifyRequest, fallbackName = 'anonymous'): AuditActor {
  const user = request.sessionUser;
  return user
    ? { uuid: user.uuid, name: user.user_name, impersonator_uuid: user.impersonator_uuid, client_address: request.ip }
    : { uuid: null, name: fallbackName, client_address: request.ip };
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the
 * entry is written if and only if the change is.
 */
export async function recordAudit(q: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await q.query(
    `insert into audit_log (actor_uuid, actor_name, impersonator_uuid, client_address, action, target_type, target_id, target_name, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      actor.uuid,
      actor.name,
      actor.impersonator_uuid ?? null,
      actor.client_address ?? null,
      entry.action,
      entry.target_type ?? null,
      entry.target_id ?? null,
      entry.target_name ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
