import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { ApprovalDecision, CampaignApproval } from '@vigil/openapi';
import { CAMPAIGN_APPROVAL_MESSAGES as M } from '../approval.messages';

/** A toast the page shows once, then clears. */
export interface ApprovalNotice {
  tone: 'success' | 'error';
  title: string;
}

export interface CampaignApprovalState {
  approvalId: string | null;
  /** `failed`: the lookup failed and the page leaves for `/`. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  approval: CampaignApproval | null;
  /** Page-local choices (spec 3): selection uuid to the chosen action, held until submitted. */
  choices: Record<string, ApprovalDecision>;
  submitting: boolean;
  notice: ApprovalNotice | null;
}

export const initialCampaignApprovalState: CampaignApprovalState = {
  approvalId: null,
  status: 'idle',
  approval: null,
  choices: {},
  submitting: false,
  notice: null,
};

/** The state before this reducer's changes: reading 10,000 selections through the draft would make a proxy of each. */
const base = (state: CampaignApprovalState): CampaignApprovalState => original(state);

/** The uuids of selections still without a response. */
function pendingUuids(approval: CampaignApproval | null): Set<string> {
  const pending = new Set<string>();
  for (const selection of approval?.custom_selections ?? []) if (selection.response === null) pending.add(selection.uuid);
  return pending;
}

export const campaignApprovalSlice = createSlice({
  name: 'campaignApproval',
  initialState: initialCampaignApprovalState,
  reducers: {
    /** The page opened with this approval id: (re)load it. */
    approvalOpened(state, action: PayloadAction<string>) {
      return { ...initialCampaignApprovalState, approvalId: action.payload, status: 'loading' };
    },
    approvalLoaded(state, action: PayloadAction<CampaignApproval>) {
      state.status = 'loaded';
      state.approval = action.payload;
    },
    approvalFailed(state) {
      state.status = 'failed';
      state.approval = null;
    },
    /** One row's action chosen, or cleared with null; answered rows stay as they are. */
    approvalChoiceChanged(state, action: PayloadAction<{ uuid: string; action: ApprovalDecision | null }>) {
      const { uuid, action: decision } = action.payload;
      if (state.submitting || !pendingUuids(base(state).approval).has(uuid)) return;
      if (decision === null) Reflect.deleteProperty(state.choices, uuid);
      else state.choices[uuid] = decision;
    },
    /**
     * Approve All / Revoke All: `action` on every pending selection, or on those of `uuids` (the
     * filtered rows). Rows that already have a response are left alone (spec 4).
     */
    approvalChoicesSetAll(state, action: PayloadAction<{ action: ApprovalDecision; uuids?: readonly string[] }>) {
      if (state.submitting) return;
      const { approval, choices } = base(state);
      const pending = pendingUuids(approval);
      // Built outside the draft: one assignment instead of 10,000 tracked writes.
      const next: Record<string, ApprovalDecision> = { ...choices };
      for (const uuid of action.payload.uuids ?? pending) if (pending.has(uuid)) next[uuid] = action.payload.action;
      state.choices = next;
    },
    approvalChoicesCleared(state) {
      if (!state.submitting) state.choices = {};
    },
    approvalSubmitRequested(state) {
      if (Object.keys(state.choices).length > 0) state.submitting = true;
    },
    /**
     * Recorded: the reloaded approval (or, when the reload failed, the choices applied as
     * responses here) and no choices left.
     */
    approvalSubmitSucceeded(state, action: PayloadAction<CampaignApproval | null>) {
      if (action.payload) state.approval = action.payload;
      else if (state.approval) {
        for (const selection of state.approval.custom_selections) {
          const decision = state.choices[selection.uuid];
          if (decision && selection.response === null) selection.response = decision;
        }
      }
      state.choices = {};
      state.submitting = false;
      state.notice = { tone: 'success', title: M.submitted };
    },
    /** Nothing recorded: the choices stay for another try. */
    approvalSubmitFailed(state) {
      state.submitting = false;
      state.notice = { tone: 'error', title: M.submitFailed };
    },
    approvalNoticeShown(state) {
      state.notice = null;
    },
  },
});

export const {
  approvalOpened,
  approvalLoaded,
  approvalFailed,
  approvalChoiceChanged,
  approvalChoicesSetAll,
  approvalChoicesCleared,
  approvalSubmitRequested,
  approvalSubmitSucceeded,
  approvalSubmitFailed,
  approvalNoticeShown,
} = campaignApprovalSlice.actions;
