import type { Feature } from '../store/feature';
import { createDashboardSaga } from './state/dashboard.sagas';
import { dashboardSlice } from './state/dashboard.slice';
import { createSpaceListSaga } from './state/spaceList.sagas';
import { spaceListSlice } from './state/spaceList.slice';

/** The dashboard page: spaces (refetched every 60 s), the open space's charts and data, and its actions. */
export const dashboardFeature: Feature = { name: 'dashboard', slice: dashboardSlice, saga: () => createDashboardSaga() };
/** The management list of dashboards. */
export const spaceListFeature: Feature = { name: 'spaceList', slice: spaceListSlice, saga: () => createSpaceListSaga() };

/** Everything the Dashboards area needs, injected when its lazy screen mounts (never on the login path). */
export const dashboardsFeatures: readonly Feature[] = [dashboardFeature, spaceListFeature];
