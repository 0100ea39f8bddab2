import { all, call, fork, put, select, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../store/callApi';
import { callAbortable, ensureDataFields, errorText, isStatus, unavailableReason } from '../../queries';
import { addRecentlyViewedAsset, getAsset, getAssetAsOf, listInvestigationEvents, type InvestigationFilters } from '../api/assets.api';
import { INVESTIGATION_DEFAULT_DAYS } from '../assets.constants';
import { ASSETS_MESSAGES as M } from '../assets.messages';
import { asOfChanged, asOfFailed, asOfLoaded, assetDetailFailed, assetDetailLoaded, assetDetailOpened, type AssetDetailState } from './assetDetail.slice';
import {
  investigationFailed,
  investigationFiltersChanged,
  investigationLoaded,
  investigationMoreFailed,
  investigationMoreLoaded,
  investigationMoreRequested,
  investigationOpened,
  type InvestigationState,
} from './investigation.slice';
import { selectAssetDetail, selectInvestigation } from './assets.selectors';

export interface AssetDetailSagaOptions {
  /** The clock (stories and tests fix it). */
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default range (spec 9: the last 7 days): from the start of the day 7 days back (UTC) to now. */
export function defaultInvestigationFilters(now: Date): InvestigationFilters {
  const start = new Date(now.getTime() - INVESTIGATION_DEFAULT_DAYS * DAY_MS);
  start.setUTCHours(0, 0, 0, 0);
  return { dateFrom: start.toISOString(), dateTo: now.toISOString(), eventTypes: [], field: null };
}

/** Records the asset as recently viewed; a failure changes nothing the user sees. */
function* recordViewed(entity: string, id: string) {
  try {
    yield* callApi(addRecentlyViewedAsset, entity, id);
  } catch {
    // Ignored on purpose: the page works without the recent list.
  }
}

function* openDetail({ payload: { entity, id } }: ReturnType<typeof assetDetailOpened>) {
  try {
    const asset = yield* callAbortable((client, signal) => getAsset(client, entity, id, signal));
    yield put(assetDetailLoaded(asset));
    yield fork(recordViewed, entity, id);
  } catch (error) {
    if (isStatus(error, 404)) yield put(assetDetailFailed({ message: errorText(error, M.notFound), unavailable: (yield* unavailableReason()) }));
    else yield put(assetDetailFailed({ message: errorText(error, M.detailFailed) }));
  }
}

/** The range asked for ends at now at the latest: a range picked to the end of today would reach into the future. */
const upToNow = (filters: InvestigationFilters, now: Date): InvestigationFilters => ({
  ...filters,
  dateTo: new Date(Math.min(Date.parse(filters.dateTo), now.getTime())).toISOString(),
});

function* loadEvents(now: () => Date) {
  const state = (yield select(selectInvestigation)) as InvestigationState;
  const { entity, id } = state;
  if (!entity || !id || !state.filters) return;
  const filters = upToNow(state.filters, now());
  try {
    const page = yield* callAbortable((client, signal) => listInvestigationEvents(client, entity, id, filters, null, signal));
    yield put(investigationLoaded(page));
  } catch (error) {
    yield put(investigationFailed(errorText(error, M.eventsFailed)));
  }
}

function* loadMoreEvents(now: () => Date) {
  const state = (yield select(selectInvestigation)) as InvestigationState;
  const { entity, id, nextCursor, loadingMore } = state;
  if (!entity || !id || !state.filters || nextCursor === null || !loadingMore) return;
  const filters = upToNow(state.filters, now());
  try {
    const page = yield* callAbortable((client, signal) => listInvestigationEvents(client, entity, id, filters, nextCursor, signal));
    yield put(investigationMoreLoaded(page));
  } catch (error) {
    yield put(investigationMoreFailed(errorText(error, M.eventsFailed)));
  }
}

/** The asset's page: the asset (recorded as recently viewed), its fields as of a date, and its investigation events. */
export function createAssetDetailSaga({ now = () => new Date() }: AssetDetailSagaOptions = {}) {
  function* loadAsOf({ payload: date }: ReturnType<typeof asOfChanged>) {
    if (date === null) return;
    const { entity, id } = (yield select(selectAssetDetail)) as AssetDetailState;
    if (!entity || !id) return;
    // The end of the day picked, but never after now (the server refuses an instant in the future).
    const at = new Date(Math.min(Date.parse(`${date}T23:59:59.999Z`), now().getTime())).toISOString();
    try {
      yield put(asOfLoaded(yield* callAbortable((client, signal) => getAssetAsOf(client, entity, id, at, signal))));
    } catch (error) {
      yield put(asOfFailed(errorText(error, M.asOfFailed)));
    }
  }
  function* openInvestigation() {
    // The field filter offers the type's data fields.
    yield call(ensureDataFields);
    const today = now();
    yield put(investigationFiltersChanged({ filters: defaultInvestigationFilters(today), today: today.toISOString().slice(0, 10) }));
  }
  return function* assetDetailSaga() {
    yield all([
      takeLatest(assetDetailOpened, openDetail),
      takeLatest(asOfChanged, loadAsOf),
      takeLatest(investigationOpened, openInvestigation),
      // A new range or filter replaces the table (and stops a page still loading for the old one).
      takeLatest([investigationFiltersChanged.type, investigationMoreRequested.type], function* route(action: { type: string }) {
        if (action.type === investigationFiltersChanged.type) yield call(loadEvents, now);
        else yield call(loadMoreEvents, now);
      }),
    ]);
  };
}
