import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf, sendError } from '../admin/access.js';
import { isAdmin } from '../auth/permissions.js';
import { isUuid } from '../auth/ids.js';
import { errorBody } from '../errors.js';
import { filterRefusal } from '../queries/checkFilter.js';
import { SqlParams } from '../queries/compile.js';
import { QueryRunError, runEngineStatement } from '../queries/run.js';
import { assetScopeOf } from '../queries/scope.js';
import { viewerOf, visibleQuery } from '../queries/store.js';
import { approverUsers, notifyMethodsOf } from './approvers.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { CAMPAIGN_NOT_FOUND, QUERY_NOT_USERS, campaignFor, previewSql, queryNoLongerFits, type CampaignEntitlement, type StoredPreview } from './store.js';

type Schemas = components['schemas'];
type QueryRequest = Schemas['CampaignQueryRequest'];

export const PREVIEW_MESSAGES = {
  failed: 'The campaign query could not be previewed.',
  noQuery: 'No saved query with this id.',
  notUsers: QUERY_NOT_USERS,
  unknownApprover: (id: string) => `No user with the id "${id}" can be an approver.`,
  approverTwice: (id: string) => `The approver "${id}" is listed more than once.`,
  unsupportedMethod: (method: string, user: string) => `The notify method "${method}" is not supported for ${user}.`,
  notDraft: 'This campaign is no longer a draft: its preview cannot change.',
  queryBroken: queryNoLongerFits,
} as const;

/** The name of a campaign made on `day` without one. */
export const defaultCampaignName = (day: Date): string => `Access review ${day.toISOString().slice(0, 10)}`;

class PreviewRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The approvers checked: each a user who can approve, once, with a notify method supported for them; else the first problem. */
async function checkedApprovers(db: Database, approvers: QueryRequest['approvers']) {
  const users = await approverUsers(db, approvers.map((approver) => approver.id.trim()));
  const seen = new Set<string>();
  return approvers.map((approver, index) => {
    const id = approver.id.trim().toLowerCase();
    const user = users.get(id);
    if (!user) throw new PreviewRefusal(`/approvers/${String(index)}/id`, PREVIEW_MESSAGES.unknownApprover(approver.id));
    if (seen.has(id)) throw new PreviewRefusal(`/approvers/${String(index)}/id`, PREVIEW_MESSAGES.approverTwice(approver.id));
    seen.add(id);
    if (approver.notify_method !== undefined && !notifyMethodsOf(user)[approver.notify_method]) {
      throw new PreviewRefusal(`/approvers/${String(index)}/notify_method`, PREVIEW_MESSAGES.unsupportedMethod(approver.notify_method, user.user_name));
    }
    return { id: user.uuid, mail: user.email ?? '', notify_method: approver.notify_method ?? null };
  });
}

/** Each excluded entitlement once. */
const distinctEntitlements = (list: readonly CampaignEntitlement[]): CampaignEntitlement[] => [
  ...new Map(list.map(({ name, type }) => [JSON.stringify([name, type]), { name, type }])).values(),
];

/** The preview's 400: the console shows `details[0].message`. */
const refuse = (reply: FastifyReply, field: string, message: string): FastifyReply =>
  reply.code(400).send(errorBody(400, PREVIEW_MESSAGES.failed, { details: [{ field, message }] }));

/** previewCampaignQuery: checks, previews through the query engine, and keeps the draft (README.md). */
export function previewHandlers(db: Database): Handlers {
  return {
    previewCampaignQuery: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      const now = new Date();
      try {
        const queryId = body.query_id.trim();
        const query = isUuid(queryId) ? await visibleQuery(db, await viewerOf(db, request), queryId) : undefined;
        if (!query) throw new PreviewRefusal('/query_id', PREVIEW_MESSAGES.noQuery);
        if (query.entity !== 'users') throw new PreviewRefusal('/query_id', PREVIEW_MESSAGES.notUsers);
        const broken = filterRefusal(query.entity, query.filter);
        if (broken) throw new PreviewRefusal('/query_id', PREVIEW_MESSAGES.queryBroken(broken.message));
        const approvers = await checkedApprovers(db, body.approvers);
        let existing = null;
        if (body.campaign_id !== undefined) {
          existing = await campaignFor(db, body.campaign_id.trim());
          if (!existing || (existing.owner_uuid !== caller.uuid && !isAdmin(caller))) return void sendError(reply, 404, CAMPAIGN_NOT_FOUND);
          if (existing.status !== 'draft') return void sendError(reply, 409, PREVIEW_MESSAGES.notDraft);
        }

        const excluded = distinctEntitlements(body.excluded_entitlements);
        const scope = await assetScopeOf(db, caller);
        const params = new SqlParams();
        const sql = previewSql({ filter: query.filter, enableRuleBased: body.enable_rule_base_entitlements, excluded, scope, now }, params);
        const [row] = await runEngineStatement<{ asset_count: number; entitlements: CampaignEntitlement[]; applications: string[] }>(db, sql, params.values);
        const preview: StoredPreview = { asset_count: row?.asset_count ?? 0, applications: row?.applications ?? [], entitlements_list: row?.entitlements ?? [] };

        const name = body.name?.trim() || (existing?.name ?? defaultCampaignName(now));
        const fields = [
          name,
          body.message_content ?? existing?.message_content ?? '',
          query.id,
          body.enable_rule_base_entitlements,
          JSON.stringify(excluded),
          JSON.stringify(preview),
          scope?.uuid ?? null,
        ];
        const campaignId = await db.transaction(async (tx) => {
          let id: string;
          if (existing) {
            // Checked again under the row's lock: a schedule in between wins, and this answers 409.
            const locked = await campaignFor(tx, existing.id, { forUpdate: true });
            if (locked?.status !== 'draft') throw new DraftGone(locked ? 409 : 404);
            await tx.query(
              `update campaigns set name = $2, message_content = $3, query_id = $4::uuid, enable_rule_base_entitlements = $5, excluded_entitlements = $6::jsonb,
                      preview = $7::jsonb, scope_uuid = $8::uuid where id = $1::uuid`,
              [existing.id, ...fields],
            );
            await tx.query('delete from campaign_approvers where campaign_id = $1::uuid', [existing.id]);
            id = existing.id;
          } else {
            const [created] = await tx.query<{ id: string }>(
              `insert into campaigns (name, message_content, query_id, enable_rule_base_entitlements, excluded_entitlements, preview, scope_uuid, owner_uuid, created_by)
               values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7::uuid, $8::uuid, $9) returning id::text as id`,
              [...fields, caller.uuid, caller.user_name],
            );
            if (!created) throw new Error('the campaign was not created');
            id = created.id;
            await recordAudit(tx, actorOf(request), {
              action: 'campaign.created',
              target_type: 'campaign',
              target_id: id,
              target_name: name,
              details: { query_id: query.id, approvers: approvers.length, asset_count: preview.asset_count },
            });
          }
          await tx.query(
            `insert into campaign_approvers (campaign_id, user_uuid, position, notify_method)
             select $1::uuid, a.user_uuid, a.position, a.notify_method
               from unnest($2::uuid[], $3::text[]) with ordinality as a (user_uuid, notify_method, position)`,
            [id, approvers.map((approver) => approver.id), approvers.map((approver) => approver.notify_method)],
          );
          return id;
        });
        const replyApprovers = approvers.map(({ id, mail, notify_method }) => ({ id, mail, ...(notify_method !== null && { notify_method }) }));
        return {
          data: {
            attributes: {
              value: {
                campaign_id: campaignId,
                query_preview: { asset_count: preview.asset_count, approvers: replyApprovers, applications: preview.applications },
                entitlements_list: preview.entitlements_list,
              },
            },
          },
        };
      } catch (error) {
        if (error instanceof PreviewRefusal) return void refuse(reply, error.field, error.message);
        if (error instanceof DraftGone) return void sendError(reply, error.status, error.status === 409 ? PREVIEW_MESSAGES.notDraft : CAMPAIGN_NOT_FOUND);
        if (error instanceof QueryRunError) return void reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details.length ? { details: error.details } : {}));
        throw error;
      }
    },
  };
}

/** The draft was scheduled or removed between the check and the write. */
class DraftGone extends Error {
  constructor(readonly status: 404 | 409) {
    super('draft gone');
  }
}
