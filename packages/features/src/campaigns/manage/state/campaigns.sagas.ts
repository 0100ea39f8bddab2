import type { Saga } from 'redux-saga';
import type { Task } from 'redux-saga';
import { all, call, cancel, delay, join, put, select, spawn, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, type CampaignNotifyMethod, type CampaignQueryRequest, type CampaignQueryResult } from '@vigil/openapi';
import { listSavedQueries, type SavedQueriesQuery } from '../../../queries/api/queries.api';
import { callAbortable, errorText, isStatus } from '../../../queries/state/sagaHelpers';
import { browserDownload } from '../../../shell/download';
import { callApi } from '../../../store/callApi';
import {
  exportCampaignEvidence,
  getCampaign,
  getCampaignSupportedNotifyMethods,
  listCampaigns,
  listCampaignUserNames,
  previewCampaignQuery,
  scheduleCampaign,
  terminateCampaigns,
} from '../api/campaigns.api';
import {
  APPROVER_SEARCH_DEBOUNCE_MS,
  CAMPAIGN_NOTIFY_METHODS,
  CAMPAIGN_PREVIEW_DEBOUNCE_MS,
  CAMPAIGN_QUERY_ENTITY,
  CAMPAIGN_QUERY_PICKER_SIZE,
} from '../campaigns.constants';
import { CAMPAIGNS_MESSAGES as M } from '../campaigns.messages';
import {
  approverNotifyMethodsFailed,
  approverNotifyMethodsLoaded,
  approverNotifyMethodsRequested,
  approverOptionsLoaded,
  approverSearchFailed,
  approverSearchTyped,
  campaignCreationOpened,
  campaignEvidenceDownloaded,
  campaignEvidenceFailed,
  campaignEvidenceRequested,
  campaignLoaded,
  campaignLoadFailed,
  campaignOpened,
  campaignDraftCreated,
  campaignPreviewCleared,
  campaignPreviewFailed,
  campaignPreviewLoaded,
  campaignPreviewRequested,
  campaignScheduled,
  campaignScheduleFailed,
  campaignScheduleSubmitted,
  campaignTerminated,
  campaignTerminateFailed,
  campaignTerminateConfirmed,
  savedQueriesFailed,
  savedQueriesLoaded,
  type CampaignState,
} from './campaign.slice';
import {
  campaignsFailed,
  campaignsLoaded,
  campaignsMoreRequested,
  campaignsRequested,
  campaignsScreenOpened,
  campaignsStatusFilterChanged,
  type CampaignListState,
} from './campaignList.slice';
import { selectCampaign, selectCampaignList } from './campaigns.selectors';

/** Hands a downloaded file to the browser (stories and tests record it instead). */
export type CampaignDownload = (file: Blob, fileName: string) => void;

export interface CampaignsSagaOptions {
  /** @default the browser's download */
  download?: CampaignDownload;
}

/**
 * What the console shows of a failed call: the first server error detail (`details[0].message`),
 * else the error's message, else `fallback` (spec 8: a failed preview rethrows the first detail).
 */
export function firstErrorDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.details[0]?.message || error.message || fallback;
  return fallback;
}

// ---- the list

function* loadCampaigns(append: boolean) {
  const { statusFilter, nextCursor } = (yield select(selectCampaignList)) as CampaignListState;
  if (append && !nextCursor) return;
  try {
    const page = yield* callAbortable((client, signal) => listCampaigns(client, { status: statusFilter, cursor: append ? nextCursor : null }, signal));
    yield put(campaignsLoaded({ page, append }));
  } catch (error) {
    yield put(campaignsFailed({ error: errorText(error, M.loadFailed), append }));
  }
}

// ---- creation and detail

function* loadSavedQueries() {
  const query: SavedQueriesQuery = {
    search: '',
    sort: 'name',
    kind: 'all',
    entity: CAMPAIGN_QUERY_ENTITY,
    folderId: null,
    cursor: null,
    size: CAMPAIGN_QUERY_PICKER_SIZE,
  };
  try {
    const page = yield* callApi(listSavedQueries, query);
    yield put(savedQueriesLoaded(page.items.map(({ id, name }) => ({ id, name }))));
  } catch {
    yield put(savedQueriesFailed());
  }
}

function* loadCampaign({ payload }: ReturnType<typeof campaignOpened>) {
  yield all([call(loadSavedQueries), call(fetchCampaign, payload.id)]);
}

function* fetchCampaign(id: string) {
  try {
    yield put(campaignLoaded(yield* callApi(getCampaign, id)));
  } catch (error) {
    yield put(campaignLoadFailed({ error: errorText(error, M.detailFailed), notFound: isStatus(error, 404) }));
  }
}

function* searchApprovers({ payload }: ReturnType<typeof approverSearchTyped>) {
  // takeLatest cancels this wait (and the request after it) when the text changes again.
  yield delay(APPROVER_SEARCH_DEBOUNCE_MS);
  try {
    const users = yield* callAbortable((client, signal) => listCampaignUserNames(client, payload.trim(), signal));
    yield put(approverOptionsLoaded(users));
  } catch {
    yield put(approverSearchFailed());
  }
}

function* loadNotifyMethods({ payload }: ReturnType<typeof approverNotifyMethodsRequested>) {
  const { notifyMethods } = (yield select(selectCampaign)) as CampaignState;
  // The reducer marked it loading unless it was loaded (or loading) before.
  if (notifyMethods[payload.userId]?.status !== 'loading') return;
  try {
    const { notify_methods_verification: verified } = yield* callApi(getCampaignSupportedNotifyMethods, payload.userId);
    const supported: CampaignNotifyMethod[] = CAMPAIGN_NOTIFY_METHODS.filter((method) => verified[method] === true);
    yield put(approverNotifyMethodsLoaded({ userId: payload.userId, supported }));
  } catch {
    yield put(approverNotifyMethodsFailed({ userId: payload.userId }));
  }
}

type PreviewOutcome = { ok: true; result: CampaignQueryResult } | { ok: false; error: unknown };

/** The preview that makes the draft: run apart from the debounced worker, so that a newer input cannot drop the draft's id. */
function* makeDraft(body: CampaignQueryRequest): Generator<unknown, PreviewOutcome, unknown> {
  try {
    const result = yield* callApi(previewCampaignQuery, body);
    yield put(campaignDraftCreated(result.campaign_id));
    return { ok: true, result };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The previews of the creation screen: debounced, the latest input wins, and all of them after the first update one draft. */
function createPreviewWorker() {
  let draft: Task | null = null;
  return function* preview(action: ReturnType<typeof campaignPreviewRequested> | ReturnType<typeof campaignPreviewCleared> | ReturnType<typeof campaignCreationOpened>) {
    if (campaignCreationOpened.match(action) && draft) {
      // A new form: the draft of the last one is no concern of it.
      yield cancel(draft);
      draft = null;
    }
    if (!campaignPreviewRequested.match(action)) return;
    yield delay(CAMPAIGN_PREVIEW_DEBOUNCE_MS);
    // While the first preview is making the draft, a newer one waits for its id rather than make a second draft.
    if (draft?.isRunning()) yield join(draft);
    const { campaignId } = (yield select(selectCampaign)) as CampaignState;
    let outcome: PreviewOutcome;
    if (campaignId) {
      const body = { ...action.payload, campaign_id: campaignId };
      try {
        outcome = { ok: true, result: yield* callAbortable((client, signal) => previewCampaignQuery(client, body, signal)) };
      } catch (error) {
        outcome = { ok: false, error };
      }
    } else {
      draft = (yield spawn(makeDraft, action.payload)) as Task;
      outcome = (yield join(draft)) as PreviewOutcome;
    }
    if (outcome.ok) yield put(campaignPreviewLoaded(outcome.result));
    else yield put(campaignPreviewFailed(firstErrorDetail(outcome.error, M.previewFailedFallback)));
  };
}

function* schedule({ payload }: ReturnType<typeof campaignScheduleSubmitted>) {
  const { campaignId } = (yield select(selectCampaign)) as CampaignState;
  if (!campaignId) {
    yield put(campaignScheduleFailed(M.scheduleWaitsForPreview));
    return;
  }
  try {
    const campaign = yield* callApi(scheduleCampaign, campaignId, payload);
    yield put(campaignScheduled({ campaign, notice: M.scheduled }));
  } catch (error) {
    yield put(campaignScheduleFailed(firstErrorDetail(error, M.scheduleFailed)));
  }
}

function* terminate() {
  const { campaignId } = (yield select(selectCampaign)) as CampaignState;
  if (!campaignId) return;
  try {
    yield* callApi(terminateCampaigns, [campaignId]);
    const campaign = yield* callApi(getCampaign, campaignId);
    yield put(campaignTerminated({ campaign, notice: M.terminated }));
  } catch (error) {
    yield put(campaignTerminateFailed(errorText(error, M.terminateFailed)));
  }
}

function* downloadEvidence(options: CampaignsSagaOptions) {
  const { campaignId } = (yield select(selectCampaign)) as CampaignState;
  if (!campaignId) return;
  try {
    const file = yield* callApi(exportCampaignEvidence, campaignId);
    yield call(options.download ?? browserDownload, file, M.evidenceFileName(campaignId));
    yield put(campaignEvidenceDownloaded());
  } catch (error) {
    yield put(campaignEvidenceFailed(errorText(error, M.evidenceFailed)));
  }
}

/** The campaigns list's root saga. */
export function createCampaignListSaga(): Saga {
  return function* campaignListSaga() {
    yield all([
      takeLatest([campaignsScreenOpened.type, campaignsRequested.type, campaignsStatusFilterChanged.type], () => loadCampaigns(false)),
      takeLeading(campaignsMoreRequested.type, () => loadCampaigns(true)),
    ]);
  };
}

/** The root saga of the creation screen and of a campaign's page. */
export function createCampaignSaga(options: CampaignsSagaOptions = {}): Saga {
  return function* campaignSaga() {
    yield all([
      takeLatest(campaignCreationOpened.type, loadSavedQueries),
      takeLatest(campaignOpened.type, loadCampaign),
      takeLatest(approverSearchTyped.type, searchApprovers),
      takeEvery(approverNotifyMethodsRequested.type, loadNotifyMethods),
      takeLatest([campaignPreviewRequested.type, campaignPreviewCleared.type, campaignCreationOpened.type], createPreviewWorker()),
      takeLeading(campaignScheduleSubmitted.type, schedule),
      takeLeading(campaignTerminateConfirmed.type, terminate),
      takeLeading(campaignEvidenceRequested.type, () => downloadEvidence(options)),
    ]);
  };
}
