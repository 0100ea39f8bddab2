import { createSelector } from '@reduxjs/toolkit';
import type { ApprovalDecision } from '@vigil/openapi';
import { initialCampaignApprovalState, type CampaignApprovalState } from './approval.slice';

interface WithApproval {
  campaignApproval?: CampaignApprovalState;
}

/** The page's state; the initial one until the feature is injected. */
export const selectCampaignApproval = (state: WithApproval): CampaignApprovalState => state.campaignApproval ?? initialCampaignApprovalState;

const selectApprovalData = (state: WithApproval) => selectCampaignApproval(state).approval;
const selectChoices = (state: WithApproval) => selectCampaignApproval(state).choices;

/** The summary's figures: users counted once each by entity id (spec 2); null when not given. */
export const selectApprovalSummary = createSelector([selectApprovalData], (approval) => {
  if (!approval) return null;
  const users = new Set(approval.custom_selections.map((selection) => selection.entity.id));
  return { totalUsers: users.size, endDate: approval.end_date, createdBy: approval.created_by?.trim() ? approval.created_by : null };
});

/** The uuids of the selections without a response, in the server's order. */
export const selectPendingUuids = createSelector([selectApprovalData], (approval) =>
  (approval?.custom_selections ?? []).filter((selection) => selection.response === null).map((selection) => selection.uuid),
);

/**
 * Whether `choices` cover exactly the non-empty set `uuids` with one action: that action, else
 * null (spec 4's "all selected with the same action", over the set a bulk button acts on).
 */
export function sameActionOver(uuids: readonly string[], choices: Readonly<Record<string, ApprovalDecision>>): ApprovalDecision | null {
  const first = uuids[0];
  const action = first === undefined ? undefined : choices[first];
  if (action === undefined) return null;
  for (const uuid of uuids) if (choices[uuid] !== action) return null;
  return action;
}

/** Spec 4's derived states of the page. */
export const selectApprovalDerived = createSelector([selectPendingUuids, selectChoices, selectApprovalData], (pending, choices, approval) => {
  const chosen = Object.keys(choices).length;
  return {
    /** Every selection has a response. */
    allSubmitted: approval !== null && pending.length === 0,
    /** No local choices. */
    selectionEmpty: chosen === 0,
    /** The choices cover every pending selection with one action (only when they are exactly that set). */
    allSameAction: chosen === pending.length ? sameActionOver(pending, choices) : null,
    pendingCount: pending.length,
    chosenCount: chosen,
  };
});
