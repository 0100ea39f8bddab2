import {
  unwrap,
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type Campaign,
  type CampaignNotifyMethods,
  type CampaignQueryRequest,
  type CampaignQueryResult,
  type CampaignScheduleRequest,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignUserName,
} from '@vigil/openapi';
import type { CursorPage } from '../../../queries/api/queries.api';
import { APPROVER_SEARCH_SIZE, CAMPAIGNS_PAGE_SIZE } from '../campaigns.constants';

/** The list's query: the status it narrows to and the cursor of the page after the last one shown. */
export interface CampaignsQuery {
  status: CampaignStatus | null;
  cursor: string | null;
}

/** GET /campaigns: one page of campaigns, newest first. */
export async function listCampaigns(client: ApiClient, { status, cursor }: CampaignsQuery, signal?: AbortSignal): Promise<CursorPage<CampaignSummary>> {
  const query = { size: CAMPAIGNS_PAGE_SIZE, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) };
  const { data, meta } = await unwrap(client.GET('/campaigns', { params: { query }, signal }));
  return { items: data, total: meta.total, nextCursor: meta.next_cursor };
}

/** GET /campaigns/users_names_list: the users whose name or mail matches `name`. */
export async function listCampaignUserNames(client: ApiClient, name: string, signal?: AbortSignal): Promise<CampaignUserName[]> {
  const query = { size: APPROVER_SEARCH_SIZE, ...(name ? { name } : {}) };
  return (await unwrap(client.GET('/campaigns/users_names_list', { params: { query }, signal }))).data;
}

/** GET /campaigns/supported_notify_methods: which notify methods are set up for one user. */
export function getCampaignSupportedNotifyMethods(client: ApiClient, userId: string): Promise<CampaignNotifyMethods> {
  return unwrapValue(client.GET('/campaigns/supported_notify_methods', { params: { query: { user_id: userId } } }));
}

/** POST /campaigns/query: previews the inputs and keeps them as the draft `campaign_id` (a new draft without one). */
export function previewCampaignQuery(client: ApiClient, body: CampaignQueryRequest, signal?: AbortSignal): Promise<CampaignQueryResult> {
  return unwrapValue(client.POST('/campaigns/query', { body, signal }));
}

/** GET /campaigns/{id}. */
export function getCampaign(client: ApiClient, id: string): Promise<Campaign> {
  return unwrapAttributes(client.GET('/campaigns/{id}', { params: { path: { id } } }));
}

/** POST /campaigns/{id}/schedule: the campaign, scheduled to start at `start_date`. */
export function scheduleCampaign(client: ApiClient, id: string, body: CampaignScheduleRequest): Promise<Campaign> {
  return unwrapAttributes(client.POST('/campaigns/{id}/schedule', { params: { path: { id } }, body }));
}

/** PATCH /campaigns/terminate: the ids now terminated. */
export async function terminateCampaigns(client: ApiClient, campaignIds: [string, ...string[]]): Promise<string[]> {
  return (await unwrapValue(client.PATCH('/campaigns/terminate', { body: { value: { campaign_ids: campaignIds } } }))).terminated;
}

/** GET /campaigns/{id}/evidence: the hash-chained decisions as a CSV file. */
export function exportCampaignEvidence(client: ApiClient, id: string): Promise<Blob> {
  return unwrap(client.GET('/campaigns/{id}/evidence', { params: { path: { id } }, parseAs: 'blob' }));
}
