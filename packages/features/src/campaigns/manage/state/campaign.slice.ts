import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Campaign, CampaignNotifyMethod, CampaignQueryRequest, CampaignQueryResult, CampaignScheduleRequest, CampaignUserName } from '@vigil/openapi';

/** A saved query the picker offers. */
export interface CampaignQueryOption {
  id: string;
  name: string;
}

/** What the server says one approver can be notified by. */
export type NotifyMethodsEntry = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; supported: CampaignNotifyMethod[] };

/** The inputs a preview is asked for (the draft's id is added by the saga). */
export type CampaignPreviewInput = Omit<CampaignQueryRequest, 'campaign_id'>;

type Busy = { status: 'idle' | 'busy' | 'failed'; error: string | null };

export interface CampaignState {
  /** The creation screen, or the page of one campaign. */
  mode: 'create' | 'detail' | null;
  /** The draft the first preview made (creation), or the campaign opened (detail). */
  campaignId: string | null;
  /** The campaign opened, or the one just scheduled. */
  campaign: Campaign | null;
  load: { status: 'idle' | 'loading' | 'loaded' | 'failed'; error: string | null; notFound: boolean };
  /** The saved queries over users, for the picker (and the detail's query name). */
  savedQueries: { status: 'idle' | 'loading' | 'loaded' | 'failed'; items: CampaignQueryOption[] };
  /** The approver picker's text and the users matching it. */
  approverSearch: { text: string; status: 'idle' | 'loading' | 'loaded' | 'failed'; options: CampaignUserName[] };
  /** By user id: the notify methods set up for that approver. */
  notifyMethods: Record<string, NotifyMethodsEntry>;
  /** The inputs last asked to be previewed, and their preview. */
  preview: { input: CampaignPreviewInput | null; status: 'idle' | 'loading' | 'loaded' | 'failed'; result: CampaignQueryResult | null; error: string | null };
  schedule: Busy;
  /** Set when a schedule succeeded: the creation screen goes to the campaign's page. */
  scheduledId: string | null;
  terminate: Busy;
  evidence: Busy;
  /** A passing success message (scheduled, terminated). */
  notice: string | null;
}

const idle: Busy = { status: 'idle', error: null };

export const initialCampaignState: CampaignState = {
  mode: null,
  campaignId: null,
  campaign: null,
  load: { status: 'idle', error: null, notFound: false },
  savedQueries: { status: 'idle', items: [] },
  approverSearch: { text: '', status: 'idle', options: [] },
  notifyMethods: {},
  preview: { input: null, status: 'idle', result: null, error: null },
  schedule: idle,
  scheduledId: null,
  terminate: idle,
  evidence: idle,
  notice: null,
};

/** Schedule the draft (creation) or the campaign opened (reschedule) with these dates. */
export const campaignScheduleSubmitted = createAction<CampaignScheduleRequest>('campaign/campaignScheduleSubmitted');

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState: initialCampaignState,
  reducers: {
    /** The creation screen mounted: a fresh form, no draft yet, the saved queries fetched. */
    campaignCreationOpened: () => ({
      ...initialCampaignState,
      mode: 'create' as const,
      savedQueries: { status: 'loading' as const, items: [] },
    }),
    /** A campaign's page mounted (or Try again): the campaign fetched; the notice of its scheduling, if just made, stays. */
    campaignOpened: (state, { payload }: PayloadAction<{ id: string }>) => ({
      ...initialCampaignState,
      notice: state.scheduledId === payload.id ? state.notice : null,
      mode: 'detail' as const,
      campaignId: payload.id,
      load: { status: 'loading' as const, error: null, notFound: false },
      savedQueries: { status: 'loading' as const, items: [] },
    }),
    campaignLoaded: (state, { payload }: PayloadAction<Campaign>) => {
      state.campaign = payload;
      state.load = { status: 'loaded', error: null, notFound: false };
    },
    campaignLoadFailed: (state, { payload }: PayloadAction<{ error: string; notFound: boolean }>) => {
      state.load = { status: 'failed', ...payload };
    },
    savedQueriesLoaded: (state, { payload }: PayloadAction<CampaignQueryOption[]>) => {
      state.savedQueries = { status: 'loaded', items: payload };
    },
    savedQueriesFailed: (state) => {
      state.savedQueries = { status: 'failed', items: [] };
    },

    /** The approver picker's text changed: users_names_list is asked once typing pauses. */
    approverSearchTyped: (state, { payload }: PayloadAction<string>) => {
      state.approverSearch.text = payload;
      state.approverSearch.status = 'loading';
    },
    approverOptionsLoaded: (state, { payload }: PayloadAction<CampaignUserName[]>) => {
      state.approverSearch.status = 'loaded';
      state.approverSearch.options = payload;
    },
    approverSearchFailed: (state) => {
      state.approverSearch.status = 'failed';
      state.approverSearch.options = [];
    },
    /** An approver was added: the notify methods set up for them are fetched (once per user). */
    approverNotifyMethodsRequested: (state, { payload }: PayloadAction<{ userId: string }>) => {
      const entry = state.notifyMethods[payload.userId];
      if (!entry || entry.status === 'failed') state.notifyMethods[payload.userId] = { status: 'loading' };
    },
    approverNotifyMethodsLoaded: (state, { payload }: PayloadAction<{ userId: string; supported: CampaignNotifyMethod[] }>) => {
      state.notifyMethods[payload.userId] = { status: 'loaded', supported: payload.supported };
    },
    approverNotifyMethodsFailed: (state, { payload }: PayloadAction<{ userId: string }>) => {
      state.notifyMethods[payload.userId] = { status: 'failed' };
    },

    /** The inputs changed and are complete: previewed once they stop changing. */
    campaignPreviewRequested: (state, { payload }: PayloadAction<CampaignPreviewInput>) => {
      state.preview.input = payload;
      state.preview.status = 'loading';
      state.preview.error = null;
    },
    /** The inputs are no longer complete (no query or no approver): no preview, and none in flight. */
    campaignPreviewCleared: (state) => {
      state.preview = { input: null, status: 'idle', result: null, error: null };
    },
    /** The first preview made the draft: every later preview updates it, whatever becomes of this one. */
    campaignDraftCreated: (state, { payload }: PayloadAction<string>) => {
      state.campaignId = payload;
    },
    campaignPreviewLoaded: (state, { payload }: PayloadAction<CampaignQueryResult>) => {
      state.campaignId = payload.campaign_id;
      state.preview = { input: state.preview.input, status: 'loaded', result: payload, error: null };
    },
    /** `error` is the first server error detail (spec 8). */
    campaignPreviewFailed: (state, { payload }: PayloadAction<string>) => {
      state.preview = { input: state.preview.input, status: 'failed', result: state.preview.result, error: payload };
    },

    campaignScheduled: (state, { payload }: PayloadAction<{ campaign: Campaign; notice: string }>) => {
      state.schedule = idle;
      state.campaign = payload.campaign;
      state.scheduledId = payload.campaign.id;
      state.notice = payload.notice;
    },
    campaignScheduleFailed: (state, { payload }: PayloadAction<string>) => {
      state.schedule = { status: 'failed', error: payload };
    },

    campaignTerminateConfirmed: (state) => {
      state.terminate = { status: 'busy', error: null };
    },
    campaignTerminated: (state, { payload }: PayloadAction<{ campaign: Campaign; notice: string }>) => {
      state.terminate = idle;
      state.campaign = payload.campaign;
      state.notice = payload.notice;
    },
    campaignTerminateFailed: (state, { payload }: PayloadAction<string>) => {
      state.terminate = { status: 'failed', error: payload };
    },

    campaignEvidenceRequested: (state) => {
      state.evidence = { status: 'busy', error: null };
    },
    campaignEvidenceDownloaded: (state) => {
      state.evidence = idle;
    },
    campaignEvidenceFailed: (state, { payload }: PayloadAction<string>) => {
      state.evidence = { status: 'failed', error: payload };
    },

    /** Closes the notice and the errors of schedule, terminate and evidence. */
    campaignNoticeDismissed: (state) => {
      state.notice = null;
      state.schedule = idle;
      state.terminate = idle;
      state.evidence = idle;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(campaignScheduleSubmitted, (state) => {
      state.schedule = { status: 'busy', error: null };
    });
  },
});

export const {
  campaignCreationOpened,
  campaignOpened,
  campaignLoaded,
  campaignLoadFailed,
  savedQueriesLoaded,
  savedQueriesFailed,
  approverSearchTyped,
  approverOptionsLoaded,
  approverSearchFailed,
  approverNotifyMethodsRequested,
  approverNotifyMethodsLoaded,
  approverNotifyMethodsFailed,
  campaignPreviewRequested,
  campaignPreviewCleared,
  campaignDraftCreated,
  campaignPreviewLoaded,
  campaignPreviewFailed,
  campaignScheduled,
  campaignScheduleFailed,
  campaignTerminateConfirmed,
  campaignTerminated,
  campaignTerminateFailed,
  campaignEvidenceRequested,
  campaignEvidenceDownloaded,
  campaignEvidenceFailed,
  campaignNoticeDismissed,
} = campaignSlice.actions;
