import { createSelector } from '@reduxjs/toolkit';
import { CHART_MIN_SIZE, type Chart } from '@vigil/openapi';
import { can, selectAccess } from '../../shell/state/shell.selectors';
import { dashboardSlice, type DashboardState } from './dashboard.slice';
import { spaceListSlice, type SpaceListState } from './spaceList.slice';

type WithDashboard = { [dashboardSlice.reducerPath]: DashboardState };
type WithSpaceList = { [spaceListSlice.reducerPath]: SpaceListState };

/** Dashboard/Update: create, change, share, lay out and delete dashboards and charts. */
export const selectCanUpdateDashboards = createSelector(selectAccess, (access) => can(access, 'Dashboard', 'Update'));

/** Sharing with all data scopes needs Settings/DataScopeImpersonation on top of Dashboard/Update (the server's rule; admins pass). */
export const selectCanShareAllDataScopes = createSelector(selectAccess, (access) => can(access, 'Settings', 'DataScopeImpersonation'));

export const selectDashboardState = (state: WithDashboard) => dashboardSlice.selectSlice(state);
export const selectSpaces = createSelector(selectDashboardState, (state) => state.spaces);
export const selectOpenSpace = createSelector(selectDashboardState, (state) => state.spaces.items.find((space) => space.uuid === state.openSpaceId) ?? null);
/** The open space's charts, in layout order (top to bottom, left to right): the reading and keyboard order. */
export const selectOpenCharts = createSelector(selectOpenSpace, (space): Chart[] =>
  [...(space?.charts ?? [])].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x),
);
/** The grid's items: each chart's layout with its view's minimum size. */
export const selectGridItems = createSelector(selectOpenCharts, (charts) =>
  charts.map((chart) => {
    const min = CHART_MIN_SIZE[chart.view];
    return { id: chart.id, x: chart.layout.x, y: chart.layout.y, w: chart.layout.w, h: chart.layout.h, minW: min.width, minH: min.height, static: chart.layout.static ?? false };
  }),
);
export const selectChartData = createSelector(selectDashboardState, (state) => state.chartData);
export const selectDashboardDialog = createSelector(selectDashboardState, (state) => ({
  dialog: state.dialog,
  busy: state.dialogBusy,
  error: state.dialogError,
  problems: state.dialogProblems,
  importPreview: state.importPreview,
}));
export const selectDashboardNotice = createSelector(selectDashboardState, (state) => state.notice);
export const selectDashboardNavigation = createSelector(selectDashboardState, (state) => state.navigation);
/** A chart just added, for focus to move to once it is on the grid. */
export const selectAddedChartId = createSelector(selectDashboardState, (state) => state.addedChartId);
/** What the open dialog read from the other areas: saved queries, roles and data scopes. */
export const selectDialogData = createSelector(selectDashboardState, (state) => state.dialogData);
export const selectTemplates = createSelector(selectDashboardState, (state) => state.templates);
/** Spaces a chart may move to: every other space. */
export const selectOtherSpaces = createSelector(selectDashboardState, (state) => state.spaces.items.filter((space) => space.uuid !== state.openSpaceId));

export const selectSpaceListState = (state: WithSpaceList) => spaceListSlice.selectSlice(state);
export const selectSpaceList = createSelector(selectSpaceListState, (state) => state.list);
export const selectSpaceListFilters = createSelector(selectSpaceListState, (state) => state.filters);
export const selectSpaceListSearchText = createSelector(selectSpaceListState, (state) => state.searchText);
export const selectSpaceListFilterOptions = createSelector(selectSpaceListState, (state) => state.filterOptions);
/** The selected spaces shown on the page (the selection may hold others', from pages the user left). */
export const selectSpaceListPageSelection = createSelector(selectSpaceListState, (state) => {
  const shown = new Set(state.list.items.map((space) => space.uuid));
  return state.selected.filter((id) => shown.has(id));
});
/** How many spaces the selection holds: the ticks on every page, or every match but the exclusions. */
export const selectSpaceListSelectedCount = createSelector(selectSpaceListState, (state) =>
  state.allMatching ? Math.max(0, state.list.total - state.allMatching.excluded.length) : state.selected.length,
);
export const selectSpaceListAllMatching = createSelector(selectSpaceListState, (state) => state.allMatching !== null);
export const selectSpaceListReordering = createSelector(selectSpaceListState, (state) => state.reordering);
export const selectSpaceListBulk = createSelector(selectSpaceListState, (state) => state.bulk);
export const selectSpaceListNotice = createSelector(selectSpaceListState, (state) => state.notice);
