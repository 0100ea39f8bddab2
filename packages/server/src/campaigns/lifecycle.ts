import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/index.js';
import { errorBody } from '../errors.js';
import { isUuid } from '../auth/ids.js';
import { callerOf, sendError } from '../admin/access.js';
import { sendMail } from '../mail/index.js';
import { SqlParams } from '../queries/compile.js';
import type { Handlers } from '../openapi/index.js';
import type { CampaignScheduler } from './scheduler.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { CAMPAIGN_NOT_FOUND, campaignFor, campaignReply, campaignVisibleTo, reviewedEntitlementsOf, reviewedEntitlementsSql, type CampaignRow } from './store.js';

/** Bytes of randomness in an approval id (256 bits): the link is the approver's only credential. */
export const APPROVAL_ID_BYTES = 32;
/** A campaign without an end date given ends this long after it starts. */
export const DEFAULT_CAMPAIGN_DAYS = 14;
/** A start date this far in the past still starts the campaign now (the contract's minute). */
export const START_GRACE_MS = 60_000;
/** Reminders go this long before the end (or half-way through a shorter campaign). */
export const REMINDER_BEFORE_END_HOURS = 48;
/** Approvers mailed per transaction of the scheduler. */
const MAIL_BATCH = 100;

export const START_IN_PAST = 'The start date is in the past.';
export const END_BEFORE_START = 'The end date must be after the start date.';
export const NO_APPROVERS = 'The campaign has no approvers.';
export const noNotifyMethod = (approver: string): string => `Choose a notify method for the approver ${approver}.`;
export const cannotSchedule = (status: string): string => `The campaign is ${status} and cannot be scheduled again.`;
export const unknownCampaign = (id: string): string => `No campaign with the id "${id}".`;
export const cannotTerminate = (id: string, status: string): string => `The campaign "${id}" is already ${status}.`;

/** A new approval id: 32 random bytes in base64url (43 characters, the contract's ApprovalId). */
export const newApprovalId = (): string => randomBytes(APPROVAL_ID_BYTES).toString('base64url');

/** The console's approval page for an approval id. */
export const approvalLink = (base: string, approvalId: string): string => `${base.replace(/\/+$/, '')}/?campaign_approval_id=${approvalId}`;

/** The console's address as the caller reached it, as the password reset link takes it (auth/resetTokens.ts). */
const consoleBase = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** A campaign that cannot start: its query was removed or no longer fits since it was scheduled. */
export class CampaignStartError extends Error {}

/**
 * Starts a scheduled campaign (its row locked by the caller): an approval id per approver, the
 * selections (the users of its query, in its data scope, through the query engine: the store's
 * `reviewedEntitlementsSql`), each user wholly to one approver (the users in asset id order dealt
 * round-robin to the approvers in theirs: ids may share a remainder, so not id modulo), status running. Invitations follow (sendDueMails). Throws a
 * CampaignStartError when its query was removed or no longer fits the fields of users.
 */
export async function startCampaign(tx: Queryable, campaign: CampaignRow, at: Date): Promise<void> {
  const approvers = await tx.query<{ user_uuid: string }>('select user_uuid from campaign_approvers where campaign_id = $1 order by position, user_uuid', [
    campaign.id,
  ]);
  await tx.query(
    `update campaign_approvers a set approval_id = b.approval_id, invited_at = null, reminded_at = null
       from unnest($2::uuid[], $3::text[]) as b (user_uuid, approval_id)
      where a.campaign_id = $1 and a.user_uuid = b.user_uuid`,
    [campaign.id, approvers.map((a) => a.user_uuid), approvers.map(newApprovalId)],
  );
  if (approvers.length > 0) {
    const reviewed = await reviewedEntitlementsOf(tx, campaign, at);
    if ('problem' in reviewed) throw new CampaignStartError(`campaign ${campaign.id} cannot start: ${reviewed.problem}`);
    const params = new SqlParams();
    const selection = reviewedEntitlementsSql(reviewed, params);
    // Dates without a zone in the query are UTC, as the engine reads them (queries/run.ts).
    await tx.query("select set_config('timezone', 'UTC', true)");
    await tx.query(
      `insert into campaign_selections (campaign_id, approver_uuid, asset_id, entity_name, application, connection_id, entitlement_name, entitlement_type)
       select ${params.add(campaign.id)}::uuid, ap.user_uuid, r.asset_id, r.entity_name, r.application, r.connection_id, r.entitlement_name, r.entitlement_type
         from (select s.*, dense_rank() over (order by s.asset_id) as n from (${selection}) s) r
         join unnest(${params.add(approvers.map((a) => a.user_uuid))}::uuid[]) with ordinality as ap (user_uuid, k)
           on ap.k = (r.n - 1) % ${params.add(approvers.length)}::int + 1`,
      params.values,
    );
  }
  await tx.query("update campaigns set status = 'running', started_at = $2 where id = $1", [campaign.id, at]);
}

/** Ends the running campaigns whose end date has come; their approval links stop working. */
export async function endDueCampaigns(db: Queryable, at: Date): Promise<number> {
  const rows = await db.query("update campaigns set status = 'ended', ended_at = $1 where status = 'running' and end_date <= $1 returning id", [at]);
  return rows.length;
}

interface MailRow {
  campaign_id: string;
  user_uuid: string;
  approval_id: string;
  email: string;
  name: string;
  message_content: string;
  end_date: Date | null;
  link_base: string | null;
}

const utc = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC` : 'the campaign is terminated');

function campaignMail(kind: 'invite' | 'remind', row: MailRow, link: string) {
  const until = `The link works until ${utc(row.end_date)}. It is your personal access to this review: do not forward it.`;
  const message = row.message_content ? `\n\n${row.message_content}` : '';
  return kind === 'invite'
    ? {
        subject: `Access review: ${row.name}`,
        text: `You are asked to review who has access to what in the campaign "${row.name}".${message}\n\nAnswer here (no sign-in needed):\n${link}\n\n${until}`,
      }
    : {
        subject: `Reminder: access review "${row.name}" ends ${utc(row.end_date)}`,
        text: `Some access in the campaign "${row.name}" still waits for your answer.${message}\n\nAnswer here (no sign-in needed):\n${link}\n\n${until}`,
      };
}

/** Which approvers a kind of mail is due to (their approver rows locked, skipping those another instance holds). */
const DUE_MAILS = {
  invite: 'a.invited_at is null',
  // Half-way through a campaign shorter than twice the lead, so a short one is not reminded at its start.
  remind: `a.invited_at is not null and a.reminded_at is null and c.end_date is not null
           and $1 >= greatest(c.end_date - make_interval(hours => ${String(REMINDER_BEFORE_END_HOURS)}),
                              coalesce(c.started_at, c.start_date) + (c.end_date - coalesce(c.started_at, c.start_date)) / 2)
           and a.invited_at < greatest(c.end_date - make_interval(hours => ${String(REMINDER_BEFORE_END_HOURS)}),
                                       coalesce(c.started_at, c.start_date) + (c.end_date - coalesce(c.started_at, c.start_date)) / 2)
           and exists (select 1 from campaign_selections s where s.campaign_id = a.campaign_id and s.approver_uuid = a.user_uuid and s.response is null)`,
} as const;

/**
 * Mails invitations (or reminders) to approvers of running campaigns that are due one, each
 * once: the approver's `invited_at` (`reminded_at`) is set in the transaction that sends it. Only
 * the e-mail method sends; slack and teams are not connected yet, so those approvers stay
 * uninvited (`invited_at` null) and are left out. A mail that fails is tried again next run.
 */
export async function sendDueMails(
  db: Database,
  kind: 'invite' | 'remind',
  at: Date,
  publicUrl: string | undefined,
  onError: (error: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const { done, count } = await db.transaction(async (tx) => {
      const rows = await tx.query<MailRow>(
        `select a.campaign_id, a.user_uuid, a.approval_id, u.email, c.name, c.message_content, c.end_date, c.link_base
           from campaign_approvers a join campaigns c on c.id = a.campaign_id join users u on u.uuid = a.user_uuid
          where c.status = 'running' and a.approval_id is not null and a.notify_method = 'email' and coalesce(u.email, '') <> ''
            and ${DUE_MAILS[kind]}
          order by c.started_at, a.position limit ${String(MAIL_BATCH)}
          for update of a skip locked`,
        kind === 'remind' ? [at] : [],
      );
      let mailed = 0;
      let failed = false;
      for (const row of rows) {
        const base = publicUrl ?? row.link_base;
        if (!base) {
          failed = true;
          onError(new Error(`campaign ${row.campaign_id}: no console address for the link (set VIGIL_PUBLIC_URL)`));
          continue;
        }
        try {
          await sendMail(tx, { to: row.email, ...campaignMail(kind, row, approvalLink(base, row.approval_id)) });
        } catch (error) {
          failed = true;
          onError(error);
          continue;
        }
        await tx.query(`update campaign_approvers set ${kind === 'invite' ? 'invited_at' : 'reminded_at'} = $3 where campaign_id = $1 and user_uuid = $2`, [
          row.campaign_id,
          row.user_uuid,
          at,
        ]);
        mailed += 1;
      }
      // A batch with a failure ends the run: its approvers are tried again at the next one.
      return { done: failed || rows.length < MAIL_BATCH, count: mailed };
    });
    sent += count;
    if (done) return sent;
  }
}

/**
 * Starts the scheduled campaigns whose start has come, one transaction each, skipping those another
 * instance holds. One that fails to start is left scheduled (tried again next run) and does not
 * hold up the others.
 */
export async function startDueCampaigns(db: Database, at: Date, onError: (error: unknown) => void = () => undefined): Promise<number> {
  let started = 0;
  const failed: string[] = [];
  for (;;) {
    let id: string | undefined;
    try {
      id = await db.transaction(async (tx) => {
        const [due] = await tx.query<{ id: string }>(
          `select id::text as id from campaigns where status = 'scheduled' and start_date <= $1 and not id = any($2::uuid[])
            order by start_date, id limit 1 for update skip locked`,
          [at, failed],
        );
        if (!due) return undefined;
        id = due.id;
        const campaign = await campaignFor(tx, due.id);
        if (!campaign) throw new Error(`campaign ${due.id} vanished while locked`);
        await startCampaign(tx, campaign, at);
        return campaign.id;
      });
    } catch (error) {
      onError(error);
      if (id === undefined) return started;
      failed.push(id);
      continue;
    }
    if (id === undefined) return started;
    started += 1;
  }
}

/** scheduleCampaign and terminateCampaigns (someone else's draft is answered as an unknown campaign). */
export function lifecycleHandlers(db: Database, scheduler: Pick<CampaignScheduler, 'runDue'>) {
  return {
    scheduleCampaign: async ({ params, body, request, reply }) => {
      const caller = callerOf(request);
      const now = Date.now();
      const start = new Date(body.start_date);
      const end = body.end_date ? new Date(body.end_date) : new Date(start.getTime() + DEFAULT_CAMPAIGN_DAYS * 86_400_000);
      const problem = await db.transaction(async (tx) => {
        const campaign = await campaignFor(tx, params.id, { forUpdate: true });
        if (!campaign || !campaignVisibleTo(campaign, caller)) return errorBody(404, CAMPAIGN_NOT_FOUND);
        if (campaign.status !== 'draft' && campaign.status !== 'scheduled') return errorBody(409, cannotSchedule(campaign.status));
        if (start.getTime() < now - START_GRACE_MS) return errorBody(400, START_IN_PAST, { details: [{ field: '/start_date', message: START_IN_PAST }] });
        if (end.getTime() <= start.getTime()) return errorBody(400, END_BEFORE_START, { details: [{ field: '/end_date', message: END_BEFORE_START }] });
        const reviewed = await reviewedEntitlementsOf(tx, campaign, new Date(now));
        if ('problem' in reviewed) return errorBody(400, reviewed.problem);
        const approvers = await tx.query<{ user_name: string; notify_method: string | null }>(
          'select u.user_name, a.notify_method from campaign_approvers a join users u on u.uuid = a.user_uuid where a.campaign_id = $1 order by a.position',
          [campaign.id],
        );
        if (approvers.length === 0) return errorBody(400, NO_APPROVERS);
        const without = approvers.findIndex((approver) => !approver.notify_method);
        if (without >= 0) {
          const message = noNotifyMethod(approvers[without]?.user_name ?? '');
          return errorBody(400, message, { details: [{ field: `/approvers/${String(without)}/notify_method`, message }] });
        }
        await tx.query(
          `update campaigns set status = 'scheduled', start_date = $2, end_date = $3, link_base = $4,
                  name = coalesce($5, name), message_content = coalesce($6, message_content)
            where id = $1`,
          [campaign.id, start, end, consoleBase(request), body.name ?? null, body.message_content ?? null],
        );
        await recordAudit(tx, actorOf(request), {
          action: 'campaign.scheduled',
          target_type: 'campaign',
          target_id: campaign.id,
          target_name: body.name ?? campaign.name,
          details: { start_date: start.toISOString(), end_date: end.toISOString(), approvers: approvers.length, rescheduled: campaign.status === 'scheduled' },
        });
        return undefined;
      });
      if (problem) return void reply.code(problem.status).send(problem);
      // Due now (or within the grace): started before the reply, which then shows it running.
      if (start.getTime() <= now) {
        // Scheduled either way: should this run fail, the next one (within a minute) starts it.
        await scheduler.runDue().catch((error: unknown) => {
          request.log.error(error, 'the campaign could not be started at once');
        });
      }
      const campaign = await campaignFor(db, params.id);
      if (!campaign) return void sendError(reply, 404, CAMPAIGN_NOT_FOUND);
      return { data: { attributes: await campaignReply(db, campaign) } };
    },

    terminateCampaigns: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      const { campaign_ids: ids, reason } = body.value;
      const problem = await db.transaction(async (tx) => {
        const known = await tx.query<Pick<CampaignRow, 'id' | 'name' | 'status' | 'owner_uuid'>>(
          'select id::text as id, name, status, owner_uuid::text as owner_uuid from campaigns where id = any($1::uuid[]) order by id for update',
          [ids.filter(isUuid)],
        );
        const byId = new Map(known.filter((row) => campaignVisibleTo(row, caller)).map((row) => [row.id.toLowerCase(), row]));
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id.toLowerCase());
          const field = `/value/campaign_ids/${String(index)}`;
          if (!row) return errorBody(404, CAMPAIGN_NOT_FOUND, { details: [{ field, message: unknownCampaign(id) }] });
          if (row.status === 'ended' || row.status === 'terminated') {
            return errorBody(409, cannotTerminate(id, row.status), { details: [{ field, message: cannotTerminate(id, row.status) }] });
          }
        }
        await tx.query("update campaigns set status = 'terminated', ended_at = now(), terminate_reason = $2 where id = any($1::uuid[])", [
          [...byId.values()].map((row) => row.id),
          reason ?? null,
        ]);
        for (const row of byId.values()) {
          await recordAudit(tx, actorOf(request), {
            action: 'campaign.terminated',
            target_type: 'campaign',
            target_id: row.id,
            target_name: row.name,
            details: { from_status: row.status, ...(reason && { reason }) },
          });
        }
        return undefined;
      });
      if (problem) return void reply.code(problem.status).send(problem);
      request.log.info({ campaigns: ids, reason }, 'campaigns terminated');
      return { data: { attributes: { value: { terminated: ids } } } };
    },
  } satisfies Handlers;
}
