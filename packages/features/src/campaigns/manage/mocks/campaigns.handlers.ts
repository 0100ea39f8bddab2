import { delay } from 'msw';
import type { Campaign, CampaignEntitlement, CampaignNotifyMethod, CampaignQueryRequest, CampaignQueryResult, CampaignSummary, CampaignUserName, ErrorDetail } from '@vigil/openapi';
import { apiHttp, attributesReply, fixtureUuid, valueReply } from '@vigil/openapi/mocks';
import { approverUsersFixture, campaignsFixture, notifyMethodsFixture, userQueriesFixture } from '../fixtures/campaigns';

export interface CampaignsServerOptions {
  /** The campaigns the server holds, newest first. @default campaignsFixture */
  campaigns?: Campaign[];
  /** Users offered as approvers. @default approverUsersFixture */
  users?: CampaignUserName[];
  /** Per user id, the notify methods set up; users not listed have e-mail only. */
  notifyMethods?: Record<string, Partial<Record<CampaignNotifyMethod, boolean>>>;
  /** Saved query ids a campaign may use; others answer 400. @default the users queries of the queries fixture */
  queryIds?: string[];
  /** GET /campaigns never answers. */
  listPending?: boolean;
  /** GET /campaigns answers 500. */
  failList?: boolean;
  /** GET /campaigns/{id} answers 500. */
  failCampaign?: boolean;
  /** POST /campaigns/query never answers. */
  previewPending?: boolean;
  /** POST /campaigns/query takes this long (ms). */
  previewDelayMs?: number;
  /** POST /campaigns/query answers with these figures, less the excluded entitlements, instead of the mock inventory's (a large preview). */
  previewResult?: Omit<CampaignQueryResult, 'campaign_id'>;
  /** POST /campaigns/query answers 400 with these details (and no details when empty). */
  previewRefusal?: ErrorDetail[];
  /** POST /campaigns/{id}/schedule answers 400 with this detail. */
  scheduleRefusal?: ErrorDetail;
  /** PATCH /campaigns/terminate answers 500. */
  failTerminate?: boolean;
  /** GET /campaigns/{id}/evidence answers 500. */
  failEvidence?: boolean;
  /** Hears each call as `METHOD /path?query` (and its body, when any). */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string, details?: ErrorDetail[]) => ({ status, message, ...(details ? { details } : {}) });

/** The entitlements the mock inventory holds, each with the application that grants it. */
const INVENTORY: readonly { application: string; entitlement: CampaignEntitlement }[] = [
  { application: 'active_directory_adapter', entitlement: { name: 'Domain Admins', type: 'group' } },
  { application: 'active_directory_adapter', entitlement: { name: 'VPN Users', type: 'group' } },
  { application: 'okta_adapter', entitlement: { name: 'Salesforce Admin', type: 'role' } },
  { application: 'okta_adapter', entitlement: { name: 'GitHub Maintainer', type: 'role' } },
  { application: 'aws_adapter', entitlement: { name: 'AdministratorAccess', type: 'policy' } },
  { application: 'slack_adapter', entitlement: { name: 'Workspace Admins', type: 'team' } },
];
/** Entitlement types an application grants by rule (reviewed only with enable_rule_base_entitlements). */
const RULE_BASED = new Set(['group', 'team', 'profile']);
const DAY_MS = 24 * 60 * 60 * 1000;

const summaryOf = (campaign: Campaign): CampaignSummary => ({
  id: campaign.id,
  name: campaign.name ?? '',
  status: campaign.status,
  start_date: campaign.start_date,
  end_date: campaign.end_date ?? null,
  created_by: campaign.created_by ?? null,
  created_at: campaign.created_at,
  approvers_count: campaign.approvers.length,
  progress: campaign.progress,
});

/** Assets (users) a saved query matches in the mock inventory: fixed per query. */
function assetCount(queryId: string): number {
  let sum = 0;
  for (let index = 0; index < queryId.length; index += 1) sum += queryId.charCodeAt(index);
  return 40 + (sum % 400);
}

/** An in-memory campaigns server: the list with status and cursor, the approver lookups, drafts made and updated by previews, schedule, terminate and evidence. */
export function campaignsHandlers({
  campaigns: initial = campaignsFixture,
  users = approverUsersFixture,
  notifyMethods = notifyMethodsFixture,
  queryIds = userQueriesFixture.map((query) => query.id),
  listPending = false,
  failList = false,
  failCampaign = false,
  previewPending = false,
  previewDelayMs = 0,
  previewResult,
  previewRefusal,
  scheduleRefusal,
  failTerminate = false,
  failEvidence = false,
  record,
}: CampaignsServerOptions = {}) {
  const campaigns = initial.map((campaign) => structuredClone(campaign));
  let drafts = 0;
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const find = (id: string) => campaigns.find((campaign) => campaign.id === id);
  const mailOf = (id: string) => users.find((user) => user.id === id)?.mail;

  function previewOf(body: CampaignQueryRequest) {
    const excluded = new Set(body.excluded_entitlements.map(({ name, type }) => `${type}:${name}`));
    const reviewed = INVENTORY.filter(
      ({ entitlement }) => (body.enable_rule_base_entitlements || !RULE_BASED.has(entitlement.type)) && !excluded.has(`${entitlement.type}:${entitlement.name}`),
    );
    const approvers = body.approvers.map((approver) => ({ ...approver, mail: mailOf(approver.id) ?? '' }));
    if (previewResult) {
      const entitlements_list = previewResult.entitlements_list.filter(({ name, type }) => !excluded.has(`${type}:${name}`));
      return { approvers, entitlements_list, query_preview: previewResult.query_preview };
    }
    return {
      approvers,
      entitlements_list: reviewed.map(({ entitlement }) => ({ ...entitlement })),
      query_preview: {
        asset_count: assetCount(body.query_id),
        approvers,
        applications: [...new Set(reviewed.map(({ application }) => application))],
      },
    };
  }

  return [
    apiHttp.get('/campaigns', async ({ request, response }) => {
      call(request);
      if (listPending) await delay('infinite');
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const status = query.get('status');
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const matching = campaigns.filter((campaign) => !status || campaign.status === status);
      const next = offset + size < matching.length ? String(offset + size) : null;
      return response(200).json({
        data: matching.slice(offset, offset + size).map(summaryOf),
        meta: { page: Math.floor(offset / size), size, total: matching.length, next_cursor: next },
      });
    }),
    apiHttp.get('/campaigns/users_names_list', ({ request, response }) => {
      call(request);
      const query = new URL(request.url).searchParams;
      const name = query.get('name')?.toLowerCase() ?? '';
      const size = Number(query.get('size') ?? 20);
      const matching = users.filter((user) => user.mail.toLowerCase().includes(name));
      return response(200).json({ data: matching.slice(0, size), meta: { page: 0, size, total: matching.length, next_cursor: null } });
    }),
    apiHttp.get('/campaigns/supported_notify_methods', ({ request, response }) => {
      call(request);
      const userId = new URL(request.url).searchParams.get('user_id') ?? '';
      if (!users.some((user) => user.id === userId)) return response(404).json(error(404, 'No user with this id.'));
      const verified = { email: true, slack: false, teams: false, ...notifyMethods[userId] };
      return response(200).json(valueReply({ user_id: userId, notify_methods_verification: verified }));
    }),
    apiHttp.post('/campaigns/query', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (previewPending) await delay('infinite');
      if (previewDelayMs > 0) await delay(previewDelayMs);
      if (previewRefusal) {
        return response(400).json(error(400, 'The campaign query could not be previewed.', previewRefusal.length > 0 ? previewRefusal : undefined));
      }
      if (!queryIds.includes(body.query_id)) {
        return response(400).json(error(400, 'The campaign query could not be previewed.', [{ field: '/query_id', message: 'No saved query with this id.' }]));
      }
      const unknown = body.approvers.findIndex((approver) => !mailOf(approver.id));
      if (unknown >= 0) {
        return response(400).json(error(400, 'The campaign query could not be previewed.', [{ field: `/approvers/${unknown}/id`, message: 'No user with this id.' }]));
      }
      const { approvers, entitlements_list, query_preview } = previewOf(body);
      let draft = body.campaign_id ? find(body.campaign_id) : undefined;
      if (body.campaign_id && !draft) return response('default').json(error(404, 'No draft campaign with this id.'), { status: 404 });
      if (draft && draft.status !== 'draft') return response('default').json(error(409, 'The campaign is no longer a draft.'), { status: 409 });
      if (!draft) {
        drafts += 1;
        draft = {
          id: fixtureUuid('campaign', 900 + drafts),
          status: 'draft',
          query_id: body.query_id,
          approvers,
          start_date: null,
          end_date: null,
          created_by: 'admin',
          enable_rule_base_entitlements: body.enable_rule_base_entitlements,
          excluded_entitlements: body.excluded_entitlements,
          entitlements_list,
          query_preview,
          created_at: new Date().toISOString(),
          progress: { answered: 0, total: 0 },
        };
        campaigns.unshift(draft);
      }
      Object.assign(draft, {
        query_id: body.query_id,
        approvers,
        enable_rule_base_entitlements: body.enable_rule_base_entitlements,
        excluded_entitlements: body.excluded_entitlements,
        entitlements_list,
        query_preview,
        ...(body.name ? { name: body.name } : {}),
        ...(body.message_content !== undefined ? { message_content: body.message_content } : {}),
      });
      return response(200).json(valueReply({ campaign_id: draft.id, query_preview, entitlements_list }));
    }),
    apiHttp.patch('/campaigns/terminate', async ({ request, response }) => {
      const body = await request.clone().json();
      call(request, body);
      if (failTerminate) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const ids = body.value.campaign_ids;
      const missing = ids.find((id) => !find(id));
      if (missing) return response(404).json(error(404, 'No campaign with this id.'));
      for (const id of ids) {
        const campaign = find(id);
        if (campaign) campaign.status = 'terminated';
      }
      return response(200).json(valueReply({ terminated: ids }));
    }),
    apiHttp.get('/campaigns/{id}', ({ request, params, response }) => {
      call(request);
      if (failCampaign) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const campaign = find(params.id);
      if (!campaign) return response(404).json(error(404, 'No campaign with this id.'));
      return response(200).json(attributesReply(campaign));
    }),
    apiHttp.post('/campaigns/{id}/schedule', async ({ request, params, response }) => {
      const body = await request.clone().json();
      call(request, body);
      const campaign = find(params.id);
      if (!campaign) return response(404).json(error(404, 'No campaign with this id.'));
      if (scheduleRefusal) return response(400).json(error(400, 'The campaign could not be scheduled.', [scheduleRefusal]));
      if (campaign.status !== 'draft' && campaign.status !== 'scheduled') {
        return response(409).json(error(409, 'The campaign has started and cannot be scheduled again.'));
      }
      const start = Date.parse(body.start_date);
      if (start < Date.now() - 60_000) {
        return response(400).json(error(400, 'The campaign could not be scheduled.', [{ field: '/start_date', message: 'The start date is in the past.' }]));
      }
      const unnotified = campaign.approvers.findIndex((approver) => !approver.notify_method);
      if (unnotified >= 0) {
        return response(400).json(error(400, 'The campaign could not be scheduled.', [{ field: `/approvers/${unnotified}`, message: 'This approver has no notify method.' }]));
      }
      const startsNow = start <= Date.now() + 60_000;
      Object.assign(campaign, {
        status: startsNow ? 'running' : 'scheduled',
        start_date: body.start_date,
        end_date: body.end_date ?? new Date(start + 14 * DAY_MS).toISOString(),
        ...(body.name ? { name: body.name } : {}),
        ...(body.message_content !== undefined ? { message_content: body.message_content } : {}),
        progress: { answered: 0, total: startsNow ? campaign.entitlements_list.length * campaign.query_preview.asset_count : 0 },
      });
      return response(200).json(attributesReply(campaign));
    }),
    apiHttp.get('/campaigns/{id}/evidence', ({ request, params, response }) => {
      call(request);
      if (failEvidence) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      if (!find(params.id)) return response(404).json(error(404, 'No campaign with this id.'));
      const csv = 'sequence,decided_at,approver,approval,user,application,entitlement_type,entitlement_name,action,previous_hash,hash\r\n';
      return response(200).text(csv, { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="campaign-${params.id}-evidence.csv"` } });
    }),
  ];
}
