import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { DiscoveryLifecycle } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { listRecentSearchItems, type RecentSearchItems } from '../../search/api/search.api';
import { fetchDiscoveryLifecycle } from '../../topbar/api/topbar.api';
import { getAssetSummary, type AssetSummary } from '../api/home.api';
import { selectHomeAccess } from './home.selectors';
import {
  assetSummaryLoaded,
  homeDiscoveryLoaded,
  homeOpened,
  homeSectionFailed,
  homeSectionRequested,
  recentItemsLoaded,
  type HomeSectionName,
} from './home.slice';

/** Loads one part; a failure shows in that part only, with Retry. */
function* loadSection(name: HomeSectionName, load: () => Generator<unknown, void, unknown>) {
  yield put(homeSectionRequested(name));
  try {
    yield* load();
  } catch {
    yield put(homeSectionFailed(name));
  }
}

function* loadAssets() {
  const summary: AssetSummary = yield* callApi(getAssetSummary);
  yield put(assetSummaryLoaded(summary));
}

function* loadRecent() {
  const recent: RecentSearchItems = yield* callApi(listRecentSearchItems);
  yield put(recentItemsLoaded(recent));
}

function* loadDiscovery() {
  const lifecycle: DiscoveryLifecycle = yield* callApi(fetchDiscoveryLifecycle);
  yield put(homeDiscoveryLoaded(lifecycle));
}

/** The landing page opened: each part the role sees, at once; the others are never asked for. */
function* openHome() {
  const access = (yield select(selectHomeAccess)) as ReturnType<typeof selectHomeAccess>;
  const loads = [
    ...(access.assets ? [call(loadSection, 'assets', loadAssets), call(loadSection, 'recent', loadRecent)] : []),
    ...(access.discovery ? [call(loadSection, 'discovery', loadDiscovery)] : []),
  ];
  yield all(loads);
}

/** The landing page's saga: a new opening (or Retry) replaces one still loading. */
export function createHomeSaga() {
  return function* homeSaga() {
    yield takeLatest(homeOpened.type, openHome);
  };
}
