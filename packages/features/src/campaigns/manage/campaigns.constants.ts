import type { CampaignNotifyMethod, CampaignStatus } from '@vigil/openapi';

/** Campaigns per page of the list (spec 9's default page size). */
export const CAMPAIGNS_PAGE_SIZE = 20;
/** Typing in the approver picker pauses this long before users_names_list is asked (designed). */
export const APPROVER_SEARCH_DEBOUNCE_MS = 300;
/** Approvers offered per search (designed). */
export const APPROVER_SEARCH_SIZE = 20;
/** A change of the campaign's inputs waits this long before the preview is asked again (designed). */
export const CAMPAIGN_PREVIEW_DEBOUNCE_MS = 400;
/** Saved queries offered by the query picker (designed: the picker lists the first ones by name). */
export const CAMPAIGN_QUERY_PICKER_SIZE = 100;
/** The entity a campaign's query selects: the users under review. */
export const CAMPAIGN_QUERY_ENTITY = 'users';
/** Lengths of the contract's CampaignQueryRequest. */
export const CAMPAIGN_NAME_MAX_CHARS = 200;
export const CAMPAIGN_MESSAGE_MAX_CHARS = 5000;

/** Every status, in the order a campaign goes through them. */
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled', 'running', 'ended', 'terminated'];
/** Every notify method of the contract, in the order the picker offers them. */
export const CAMPAIGN_NOTIFY_METHODS: readonly CampaignNotifyMethod[] = ['email', 'slack', 'teams'];
/** Statuses that may still be (re)scheduled: the campaign has not started. */
export const SCHEDULABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled'];
/** Statuses that may be terminated. */
export const TERMINABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'scheduled', 'running'];

/** The campaigns area's addresses. */
export const CAMPAIGNS_PATHS = {
  list: '/campaigns',
  create: '/campaigns/new',
  campaign: (id: string) => `/campaigns/${encodeURIComponent(id)}`,
} as const;
/** The id segment of the creation screen's address. */
export const NEW_CAMPAIGN_ID = 'new';
