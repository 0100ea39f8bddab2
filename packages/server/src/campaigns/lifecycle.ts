import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/index.js';
import { errorBody } from '../errors.js';
import { isUuid } from '../auth/ids.js';
import { callerOf } from '../admin/access.js';
import { bulkInsert } from '../seed/bulkInsert.js';
import { sendMail } from '../mail/index.js';
import type { Handlers, SuccessBody } from '../openapi/index.js';
import type { CampaignScheduler } from './scheduler.js';

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

export const CAMPAIGN_NOT_FOUND = 'No such campaign.';
export const START_IN_PAST = 'The start date is in the past.';
export const END_BEFORE_START = 'The end date must be after the start date.';
export const NO_APPROVERS = 'The campaign has no approvers.';
export const QUERY_GONE = "The campaign's query no longer exists.";
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

export interface CampaignRow {
  id: string;
  status: 'draft' | 'scheduled' | 'running' | 'ended' | 'terminated';
  name: string;
  message_content: string;
  query_id: string | null;
  enable_rule_base_entitlements: boolean;
  excluded_entitlements: { name: string; type: string }[];
  start_date: Date | null;
  end_date: Date | null;
  started_at: Date | null;
  link_base: string | null;
  created_by: string | null;
}

/** One user's entitlement under review, before it is given to an approver. */
export interface SelectionRow {
  asset_id: string | number;
  entity_name: string;
  application: string;
  connection_id: string | null;
  entitlement_name: string;
  entitlement_type: string;
}

/** Entitlement types an application assigns by rule (reviewed only with enable_rule_base_entitlements). */
const RULE_BASED_TYPES = ['group', 'team', 'profile'];

/**
 * INTEGRATION SEAM: the entitlements a campaign reviews. This minimal statement reads every
 * user's entitlements, honouring the rule-based option and the exclusions but NOT the campaign's
 * query; the store's `reviewedEntitlementsSql` (the query engine inside it) replaces it.
 */
export async function selectionRowsFor(tx: Queryable, campaign: CampaignRow): Promise<SelectionRow[]> {
  return tx.query<SelectionRow>(
    `select ue.asset_id::text as asset_id, a.name as entity_name, ac.adapter as application, ue.connection_id,
            ue.name as entitlement_name, ue.type as entitlement_type
       from user_entitlements ue
       join assets a on a.id = ue.asset_id and a.entity = 'users'
       join adapter_connections ac on ac.id = ue.connection_id
      where ($1 or not ue.type = any($2::text[]))
        and not exists (select 1 from jsonb_to_recordset($3::jsonb) as x (name text, type text) where x.name = ue.name and x.type = ue.type)`,
    [campaign.enable_rule_base_entitlements, RULE_BASED_TYPES, JSON.stringify(campaign.excluded_entitlements)],
  );
}

type CampaignReply = NonNullable<SuccessBody<'scheduleCampaign'>>;

/**
 * INTEGRATION SEAM: the Campaign reply of the contract. The store's builder (`campaignFor` and
 * its reply) replaces this minimal one, which reads the preview as it was stored.
 */
export async function campaignReplyOf(db: Queryable, id: string): Promise<CampaignReply> {
  const [row] = await db.query<CampaignRow & { preview: Record<string, unknown>; created_at: Date; answered: number; total: number }>(
    `select c.*, (select count(*) filter (where response is not null)::int from campaign_selections where campaign_id = c.id) as answered,
            (select count(*)::int from campaign_selections where campaign_id = c.id) as total
       from campaigns c where c.id = $1`,
    [id],
  );
  if (!row) throw new Error(`campaign ${id} vanished`);
  const approvers = (
    await db.query<{ id: string; mail: string | null; notify_method: 'email' | 'slack' | 'teams' | null }>(
      `select a.user_uuid as id, u.email as mail, a.notify_method from campaign_approvers a join users u on u.uuid = a.user_uuid
        where a.campaign_id = $1 order by a.position`,
      [id],
    )
  ).map(({ id: userId, mail, notify_method }) => ({ id: userId, ...(mail && { mail }), ...(notify_method && { notify_method }) }));
  const preview = row.preview as { query_preview?: CampaignReply['data']['attributes']['query_preview']; entitlements_list?: CampaignReply['data']['attributes']['entitlements_list'] };
  return {
    data: {
      attributes: {
        id: row.id,
        status: row.status,
        name: row.name,
        message_content: row.message_content,
        query_id: row.query_id ?? '',
        approvers,
        start_date: row.start_date?.toISOString() ?? null,
        end_date: row.end_date?.toISOString() ?? null,
        created_by: row.created_by,
        enable_rule_base_entitlements: row.enable_rule_base_entitlements,
        excluded_entitlements: row.excluded_entitlements,
        entitlements_list: preview.entitlements_list ?? [],
        query_preview: preview.query_preview ?? { asset_count: 0, approvers, applications: [] },
        created_at: row.created_at.toISOString(),
        progress: { answered: row.answered, total: row.total },
      },
    },
  };
}

/** Seams the integrator may replace with the store's (see the functions above). */
export interface LifecycleSeams {
  selectionRows: typeof selectionRowsFor;
  campaignReply: typeof campaignReplyOf;
}

export const DEFAULT_SEAMS: LifecycleSeams = { selectionRows: selectionRowsFor, campaignReply: campaignReplyOf };

/**
 * Starts a scheduled campaign (its row locked by the caller): an approval id per approver, the
 * selections split among the approvers (each user wholly to one: asset id modulo the number of
 * approvers, in their order), status running. Invitations follow (sendDueMails).
 */
export async function startCampaign(tx: Queryable, campaign: CampaignRow, at: Date, selectionRows = selectionRowsFor): Promise<void> {
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
    const rows = await selectionRows(tx, campaign);
    await bulkInsert(
      tx,
      {
        table: 'campaign_selections',
        columns: [
          ['campaign_id', 'uuid'],
          ['approver_uuid', 'uuid'],
          ['asset_id', 'bigint'],
          ['entity_name', 'text'],
          ['application', 'text'],
          ['connection_id', 'uuid'],
          ['entitlement_name', 'text'],
          ['entitlement_type', 'text'],
        ],
      },
      rows.map((row) => ({ ...row, campaign_id: campaign.id, approver_uuid: approvers[Number(row.asset_id) % approvers.length]?.user_uuid })),
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
export async function startDueCampaigns(db: Database, at: Date, selectionRows = selectionRowsFor, onError: (error: unknown) => void = () => undefined): Promise<number> {
  let started = 0;
  const failed: string[] = [];
  for (;;) {
    let id: string | undefined;
    try {
      id = await db.transaction(async (tx) => {
        const [campaign] = await tx.query<CampaignRow>(
          `select * from campaigns where status = 'scheduled' and start_date <= $1 and not id = any($2::uuid[])
            order by start_date, id limit 1 for update skip locked`,
          [at, failed],
        );
        if (!campaign) return undefined;
        id = campaign.id;
        await startCampaign(tx, campaign, at, selectionRows);
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

/** scheduleCampaign and terminateCampaigns. */
export function lifecycleHandlers(db: Database, scheduler: Pick<CampaignScheduler, 'runDue'>, seams: LifecycleSeams = DEFAULT_SEAMS) {
  return {
    scheduleCampaign: async ({ params, body, request, reply }) => {
      callerOf(request);
      const now = Date.now();
      const start = new Date(body.start_date);
      const end = body.end_date ? new Date(body.end_date) : new Date(start.getTime() + DEFAULT_CAMPAIGN_DAYS * 86_400_000);
      const problem = await db.transaction(async (tx) => {
        if (!isUuid(params.id)) return errorBody(404, CAMPAIGN_NOT_FOUND);
        const [campaign] = await tx.query<CampaignRow>('select * from campaigns where id = $1 for update', [params.id]);
        if (!campaign) return errorBody(404, CAMPAIGN_NOT_FOUND);
        if (campaign.status !== 'draft' && campaign.status !== 'scheduled') return errorBody(409, cannotSchedule(campaign.status));
        if (start.getTime() < now - START_GRACE_MS) return errorBody(400, START_IN_PAST, { details: [{ field: '/start_date', message: START_IN_PAST }] });
        if (end.getTime() <= start.getTime()) return errorBody(400, END_BEFORE_START, { details: [{ field: '/end_date', message: END_BEFORE_START }] });
        if (!campaign.query_id) return errorBody(400, QUERY_GONE);
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
      return seams.campaignReply(db, params.id);
    },

    terminateCampaigns: async ({ body, request, reply }) => {
      callerOf(request);
      const { campaign_ids: ids, reason } = body.value;
      const problem = await db.transaction(async (tx) => {
        const known = await tx.query<{ id: string; status: CampaignRow['status'] }>(
          'select id, status from campaigns where id = any($1::uuid[]) order by id for update',
          [ids.filter(isUuid)],
        );
        const byId = new Map(known.map((row) => [row.id.toLowerCase(), row]));
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id.toLowerCase());
          const field = `/value/campaign_ids/${String(index)}`;
          if (!row) return errorBody(404, unknownCampaign(id), { details: [{ field, message: unknownCampaign(id) }] });
          if (row.status === 'ended' || row.status === 'terminated') {
            return errorBody(409, cannotTerminate(id, row.status), { details: [{ field, message: cannotTerminate(id, row.status) }] });
          }
        }
        await tx.query("update campaigns set status = 'terminated', ended_at = now(), terminate_reason = $2 where id = any($1::uuid[])", [
          known.map((row) => row.id),
          reason ?? null,
        ]);
        return undefined;
      });
      if (problem) return void reply.code(problem.status).send(problem);
      request.log.info({ campaigns: ids, reason }, 'campaigns terminated');
      return { data: { attributes: { value: { terminated: ids } } } };
    },
  } satisfies Handlers;
}
