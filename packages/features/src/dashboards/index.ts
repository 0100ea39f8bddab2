export { DashboardScreen, chartHeightPx, type DashboardScreenProps } from './views/DashboardScreen';
export { SpacesScreen, type SpacesScreenProps } from './views/SpacesScreen';
export { ChartCard, type ChartCardProps } from './views/ChartCard';
export { dashboardBootRequests } from './dashboards.boot';
export {
  dashboardSlice,
  initialDashboardState,
  resolveSpaceId,
  dashboardOpened,
  dashboardClosed,
  spacesRequested,
  gridInteractionChanged,
  layoutChangeRequested,
  chartDataRetryRequested,
  dialogOpened,
  dialogClosed,
  spaceCreateSubmitted,
  spaceFromTemplateRequested,
  spaceRenameSubmitted,
  spaceDuplicateSubmitted,
  spaceDeleteConfirmed,
  spaceSharingSubmitted,
  spaceFilterSubmitted,
  favoriteToggled,
  templatesRequested,
  templateApplySubmitted,
  importDryRunSubmitted,
  importSubmitted,
  spaceExportRequested,
  refreshConfirmed,
  chartSaveSubmitted,
  chartDeleteConfirmed,
  chartDuplicateRequested,
  chartMoveSubmitted,
  chartPinToggled,
  chartCsvRequested,
  dashboardNoticeDismissed,
  type DashboardState,
  type SpaceDialog,
  type SpaceDialogKind,
  type ChartDataEntry,
  type ServerProblem,
} from './state/dashboard.slice';
export {
  spaceListSlice,
  initialSpaceListState,
  spacesScreenOpened,
  spaceListRequested,
  spacesSearchTyped,
  spacesSortChanged,
  spacesPageChanged,
  spacesSelectionChanged,
  spacesAllMatchingSelected,
  spacesSelectionCleared,
  spacesBulkOpened,
  spaceMoveOpened,
  spacesBulkCancelled,
  spacesBulkDeleteConfirmed,
  spacesBulkPermissionSubmitted,
  spacesMoveToFolderSubmitted,
  spacesBulkExportRequested,
  spaceReorderRequested,
  CUSTOM_SPACES_ORDER,
  spaceListFavoriteToggled,
  type SpaceListState,
} from './state/spaceList.slice';
export * from './state/dashboards.selectors';
export { createDashboardSaga, nextChartLayout, type DashboardSagaOptions } from './state/dashboard.sagas';
export { createSpaceListSaga } from './state/spaceList.sagas';
export { chartRender, categoryData, summaryDescription, summaryFigures, formatValue, percentageBasis, tableData, type ChartRender } from './chartData/chartRender';
export * from './dashboards.constants';
export { DASHBOARDS_MESSAGES } from './dashboards.messages';
export { dashboardsFeatures, dashboardFeature, spaceListFeature } from './dashboards.feature';
