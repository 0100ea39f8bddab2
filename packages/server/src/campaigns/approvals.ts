import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/index.js';
import { errorBody, type ErrorBody } from '../errors.js';
import { isUuid } from '../auth/ids.js';
import { ReportRateLimiter } from '../telemetry/clientErrors.js';
import type { Handlers } from '../openapi/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { APPROVAL_PREFIX_LENGTH, chainRecords, type ChainedRecord, type DecisionRecord } from './chain.js';
import { recordAudit } from '../audit/record.js';

/** The one answer for an approval id that does not open anything: it never says which ids exist. */
export const APPROVAL_NOT_FOUND = 'This approval link is not valid or has expired.';
export const NOT_IN_APPROVAL = 'A selection is not part of this approval.';
export const SENT_TWICE = 'A selection is sent twice.';
export const SUBMIT_REFUSED = 'The response was not recorded: some selections are not part of this approval or are sent twice.';
export const ANSWER_CHANGED = 'The response was not recorded: some selections were already answered with the other action.';
/** Names the selection by its uuid too: the field's index only means something next to the body sent. */
export const alreadyAnswered = (action: string, uuid: string): string => `Already answered (${action}): ${uuid}`;
/** Requests to the two public approval routes an address may make per minute. */
export const APPROVAL_REQUESTS_PER_MINUTE = 120;
export const TOO_MANY_APPROVAL_REQUESTS = `Too many requests: at most ${String(APPROVAL_REQUESTS_PER_MINUTE)} a minute.`;
/** Problems listed in `details` at most (a 100,000-row submit could name every one). */
const MAX_DETAILS = 100;
/** A submit of 100,000 selections is about 8 MB of JSON; 16 MiB leaves room for long uuids' neighbours. */
export const SUBMIT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

interface ApprovalRow {
  campaign_id: string;
  user_uuid: string;
  user_name: string;
  /** The approver's e-mail address ('' when none): the audit log's actor of a submit. */
  mail: string;
  name: string;
  message_content: string;
  end_date: Date | null;
  created_by: string | null;
  chain_head: string;
  decisions: number;
}

/** The running campaign and approver an approval id opens, or undefined (unknown, ended, terminated, past its end). */
async function openApproval(db: Queryable, approvalId: string, lock: boolean): Promise<ApprovalRow | undefined> {
  const [row] = await db.query<ApprovalRow>(
    `select c.id as campaign_id, a.user_uuid, u.user_name, coalesce(u.email, '') as mail, c.name, c.message_content, c.end_date, c.created_by, c.chain_head, c.decisions
       from campaign_approvers a join campaigns c on c.id = a.campaign_id join users u on u.uuid = a.user_uuid
      where a.approval_id = $1 and c.status = 'running' and (c.end_date is null or c.end_date > now())
      ${lock ? 'for update of c' : ''}`,
    [approvalId],
  );
  return row;
}

interface SelectionDbRow {
  uuid: string;
  asset_id: string;
  entity_name: string;
  application: string;
  entitlement_name: string;
  entitlement_type: string;
  response: 'approve' | 'revoke' | null;
}

type Problem = NonNullable<ErrorBody['details']>[number];

type SubmitOutcome = { status: 200; submitted: number } | { status: 400 | 404 | 409; message: string; details?: Problem[] };

const refuse = (reply: FastifyReply, status: number, message: string, details: Problem[] = []): FastifyReply =>
  reply.code(status).send(errorBody(status, message, details.length ? { details: details.slice(0, MAX_DETAILS) } : {}));

/** getCampaignApproval and submitCampaignApproval: public, authorised by the approval id alone. */
export function approvalHandlers(db: Database, limiter = new ReportRateLimiter(APPROVAL_REQUESTS_PER_MINUTE, 60_000)) {
  /** Whether the address may go on; otherwise the 429 is sent. */
  const allowed = (request: FastifyRequest, reply: FastifyReply) => {
    if (limiter.take(`ip:${request.ip}`, 1)) return true;
    refuse(reply, 429, TOO_MANY_APPROVAL_REQUESTS);
    return false;
  };

  return {
    getCampaignApproval: async ({ params, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      if (!allowed(request, reply)) return;
      const approval = await openApproval(db, params.id, false);
      if (!approval) return void refuse(reply, 404, APPROVAL_NOT_FOUND);
      const selections = await db.query<SelectionDbRow>(
        `select uuid, asset_id::text as asset_id, entity_name, application, entitlement_name, entitlement_type, response
           from campaign_selections where campaign_id = $1 and approver_uuid = $2
          order by entity_name, application, entitlement_name, entitlement_type, uuid`,
        [approval.campaign_id, approval.user_uuid],
      );
      return {
        data: {
          attributes: {
            uuid: params.id,
            name: approval.name,
            message_content: approval.message_content,
            end_date: approval.end_date?.toISOString() ?? null,
            created_by: approval.created_by,
            custom_selections: selections.map((row) => ({
              uuid: row.uuid,
              entity: { id: row.asset_id, name: row.entity_name },
              application: row.application,
              entitlement: { name: row.entitlement_name, type: row.entitlement_type },
              response: row.response,
            })),
          },
        },
      };
    },

    submitCampaignApproval: async ({ body, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      if (!allowed(request, reply)) return;
      // Checks that need no database first: a uuid sent twice (or not a uuid at all) fails the whole submit.
      const seen = new Set<string>();
      const local: Problem[] = [];
      const uuids = body.selections.map(({ uuid }, index) => {
        const key = uuid.toLowerCase();
        if (!isUuid(key)) local.push({ field: `/selections/${String(index)}/uuid`, message: NOT_IN_APPROVAL });
        else if (seen.has(key)) local.push({ field: `/selections/${String(index)}/uuid`, message: SENT_TWICE });
        seen.add(key);
        return key;
      });
      const actions = body.selections.map(({ action }) => action);

      const outcome = await db.transaction(async (tx): Promise<SubmitOutcome> => {
        // The campaign row is the lock every submit (and termination, and the end) of this campaign takes.
        const approval = await openApproval(tx, body.uuid, true);
        if (!approval) return { status: 404, message: APPROVAL_NOT_FOUND };
        if (local.length) return { status: 400, message: SUBMIT_REFUSED, details: local };
        const current = await tx.query<{ uuid: string; response: 'approve' | 'revoke' | null }>(
          'select uuid, response from campaign_selections where uuid = any($1::uuid[]) and campaign_id = $2 and approver_uuid = $3',
          [uuids, approval.campaign_id, approval.user_uuid],
        );
        const responses = new Map(current.map((row) => [row.uuid, row.response]));
        const foreign: Problem[] = [];
        const changed: Problem[] = [];
        uuids.forEach((uuid, index) => {
          const field = `/selections/${String(index)}/uuid`;
          const response = responses.get(uuid);
          if (response === undefined) foreign.push({ field, message: NOT_IN_APPROVAL });
          else if (response !== null && response !== actions[index]) changed.push({ field, message: alreadyAnswered(response, uuid) });
        });
        if (foreign.length) return { status: 400, message: SUBMIT_REFUSED, details: foreign };
        if (changed.length) return { status: 409, message: ANSWER_CHANGED, details: changed };

        const decidedAt = new Date();
        // Only pending rows change: one already answered with the same action is not recorded again.
        const updated = await tx.query<SelectionDbRow>(
          `update campaign_selections s set response = b.action, answered_at = $4
             from unnest($1::uuid[], $2::text[]) as b (uuid, action)
            where s.uuid = b.uuid and s.campaign_id = $3 and s.response is null
            returning s.uuid, s.entity_name, s.application, s.entitlement_name, s.entitlement_type, s.response`,
          [uuids, actions, approval.campaign_id, decidedAt],
        );
        if (updated.length === 0) return { status: 200, submitted: 0 };
        // Recorded in the order of the submit.
        const order = new Map(uuids.map((uuid, index) => [uuid, index]));
        updated.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
        const decidedIso = decidedAt.toISOString();
        const approvalPrefix = body.uuid.slice(0, APPROVAL_PREFIX_LENGTH);
        const records = chainRecords(
          approval.chain_head,
          updated.map(
            (row, index): DecisionRecord => ({
              seq: approval.decisions + index + 1,
              decided_at: decidedIso,
              approver: approval.user_name,
              approval: approvalPrefix,
              user: row.entity_name,
              application: row.application,
              entitlement_type: row.entitlement_type,
              entitlement_name: row.entitlement_name,
              action: row.response ?? 'approve',
            }),
          ),
        );
        // One statement: what is the same for every record as scalars, the rest as arrays.
        const column = <K extends keyof ChainedRecord>(key: K) => records.map((record) => record[key]);
        await tx.query(
          `insert into campaign_decisions (campaign_id, seq, selection_uuid, approver_uuid, approver, approval_id_prefix, action, decided_at,
                                           client_address, entity_name, application, entitlement_type, entitlement_name, prev_hash, hash)
           select $1, $2 + r.i, r.selection_uuid, $3, $4, $5, r.action, $6, $7, r.entity_name, r.application, r.entitlement_type,
                  r.entitlement_name, r.prev_hash, r.hash
             from unnest($8::uuid[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
                  with ordinality as r (selection_uuid, action, entity_name, application, entitlement_type, entitlement_name, prev_hash, hash, i)`,
          [
            approval.campaign_id,
            approval.decisions,
            approval.user_uuid,
            approval.user_name,
            approvalPrefix,
            decidedAt,
            request.ip,
            updated.map((row) => row.uuid),
            column('action'),
            column('user'),
            column('application'),
            column('entitlement_type'),
            column('entitlement_name'),
            column('prev_hash'),
            column('hash'),
          ],
        );
        await tx.query('update campaigns set chain_head = $2, decisions = decisions + $3 where id = $1', [
          approval.campaign_id,
          records.at(-1)?.hash,
          records.length,
        ]);
        const revoked = records.filter((record) => record.action === 'revoke').length;
        const counts = { submitted: records.length, approved: records.length - revoked, revoked };
        await emitWebhookEvent(tx, 'campaign.answered', { campaign_id: approval.campaign_id, campaign_name: approval.name, approver: approval.user_name, ...counts });
        // The approver has no session (the link is the credential): the entry names them by address.
        await recordAudit(
          tx,
          { uuid: null, name: approval.mail || approval.user_name, client_address: request.ip },
          { action: 'campaign.answered', target_type: 'campaign', target_id: approval.campaign_id, target_name: approval.name, details: counts },
        );
        return { status: 200, submitted: records.length };
      });
      if ('message' in outcome) return void refuse(reply, outcome.status, outcome.message, outcome.details);
      return { data: { attributes: { value: { submitted: outcome.submitted } } } };
    },
  } satisfies Handlers;
}
