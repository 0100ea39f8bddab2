import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf, sendError } from '../admin/access.js';
import { containsPattern, foldedMatch } from '../admin/listQuery.js';
import { AssetRequestError, cursorKey, keysetCursor, listBinding, openKeysetCursor, type KeysetPosition } from '../assets/cursor.js';
import { SqlParams } from '../queries/compile.js';
import { CAMPAIGN_NOT_FOUND, campaignFor, campaignReply, campaignVisibleTo, visibleCampaignSql, type CampaignStatus } from './store.js';

type Schemas = components['schemas'];

interface SummaryRow {
  id: string;
  name: string;
  status: CampaignStatus;
  start_date: Date | string | null;
  end_date: Date | string | null;
  created_by: string | null;
  created_at: Date | string;
  /** created_at as PostgreSQL prints it, microseconds kept (for the cursor). */
  at_text: string;
  approvers_count: number;
  answered: number;
  total: number;
}

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The campaigns list (newest first, keyset-paged with signed cursors) and one campaign (README.md). */
export function listHandlers(db: Database): Handlers {
  const key = cursorKey(db);
  return {
    listCampaigns: async ({ query, request, reply }) => {
      const caller = callerOf(request);
      const size = query.size ?? 20;
      const search = query.search?.trim() ? query.search.trim() : null;
      const binding = listBinding(['campaigns', caller.uuid, query.status ?? null, search, size]);
      let after: KeysetPosition | undefined;
      if (query.cursor !== undefined) {
        try {
          after = openKeysetCursor(await key(), binding, query.cursor);
        } catch (error) {
          if (error instanceof AssetRequestError) return void sendError(reply, 400, error.message);
          throw error;
        }
      }
      const params = new SqlParams();
      const conditions = [visibleCampaignSql(caller, params)];
      if (query.status !== undefined) conditions.push(`c.status = ${params.add(query.status)}`);
      if (search !== null) conditions.push(foldedMatch('c.name', params.add(containsPattern(search))));
      const matching = conditions.join(' and ');
      const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from campaigns c where ${matching}`, params.values);
      const page = after?.page ?? 0;
      const window = after ? `and (c.created_at, c.id) < (${params.add(after.at)}::timestamptz, ${params.add(after.id)}::uuid)` : '';
      const offset = after ? 0 : page * size;
      const rows = await db.query<SummaryRow>(
        `select c.id::text as id, c.name, c.status, c.start_date, c.end_date, c.created_by, c.created_at, c.created_at::text as at_text,
                (select count(*)::int from campaign_approvers ca where ca.campaign_id = c.id) as approvers_count,
                s.answered, s.total
           from campaigns c
           cross join lateral (select count(*) filter (where cs.response is not null)::int as answered, count(*)::int as total
                                 from campaign_selections cs where cs.campaign_id = c.id) s
          where ${matching} ${window}
          order by c.created_at desc, c.id desc
          limit ${params.add(size + 1)} offset ${params.add(Math.min(offset, Number.MAX_SAFE_INTEGER))}`,
        params.values,
      );
      const shown = rows.slice(0, size);
      const last = shown.at(-1);
      const next = rows.length > size && last ? keysetCursor(await key(), binding, { at: last.at_text, id: last.id, page: page + 1 }) : null;
      return {
        data: shown.map((row) => ({
          id: row.id,
          name: row.name,
          status: row.status,
          start_date: isoOrNull(row.start_date),
          end_date: isoOrNull(row.end_date),
          created_by: row.created_by,
          created_at: new Date(row.created_at).toISOString(),
          approvers_count: row.approvers_count,
          progress: { answered: row.answered, total: row.total },
        })),
        meta: { page, size, total: counted?.n ?? 0, next_cursor: next },
      } satisfies Schemas['CampaignList'];
    },

    getCampaign: async ({ params, request, reply }) => {
      const row = await campaignFor(db, params.id.trim());
      if (!row || !campaignVisibleTo(row, callerOf(request))) return void sendError(reply, 404, CAMPAIGN_NOT_FOUND);
      return { data: { attributes: await campaignReply(db, row) } };
    },
  };
}
