import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { isCancelled, type CampaignApproval } from '@vigil/openapi';
import { callApi } from '../../../store/callApi';
import { getCampaignApproval, submitCampaignApproval, type ApprovalChoice } from '../api/approval.api';
import { APPROVAL_ID_PATTERN } from '../approval.constants';
import { approvalFailed, approvalLoaded, approvalOpened, approvalSubmitFailed, approvalSubmitRequested, approvalSubmitSucceeded } from './approval.slice';
import { selectCampaignApproval } from './approval.selectors';

/** The lookup: a malformed id fails without a call; any failure sends the page to `/`. */
function* loadApproval(action: PayloadAction<string>) {
  const approvalId = action.payload;
  if (!APPROVAL_ID_PATTERN.test(approvalId)) {
    yield put(approvalFailed());
    return;
  }
  try {
    const approval: CampaignApproval = yield* callApi(getCampaignApproval, approvalId);
    yield put(approvalLoaded(approval));
  } catch (error) {
    if (isCancelled(error)) return;
    yield put(approvalFailed());
  }
}

/** Sends the choices; after success reloads the approval (its answered rows) and clears them. */
function* submitApproval() {
  const { approvalId, choices, submitting } = (yield select(selectCampaignApproval)) as ReturnType<typeof selectCampaignApproval>;
  if (!submitting || approvalId === null) return;
  const selections: ApprovalChoice[] = Object.entries(choices).map(([uuid, action]) => ({ uuid, action }));
  try {
    yield* callApi(submitCampaignApproval, approvalId, selections);
  } catch {
    yield put(approvalSubmitFailed());
    return;
  }
  let reloaded: CampaignApproval | null = null;
  try {
    reloaded = yield* callApi(getCampaignApproval, approvalId);
  } catch {
    // Recorded all the same: the page applies the choices it sent.
  }
  yield put(approvalSubmitSucceeded(reloaded));
}

/** The approval page's root saga. */
export function createCampaignApprovalSaga(): Saga {
  return function* campaignApprovalSaga() {
    yield takeLatest(approvalOpened.type, loadApproval);
    // One submit at a time: a second press while one is in flight is not another request.
    yield takeLeading(approvalSubmitRequested.type, submitApproval);
  };
}
