export { QueriesScreen, type QueriesScreenProps } from './views/QueriesScreen';
export { QueryEditorScreen, QueryUnavailable, LeaveGuard, type QueryEditorScreenProps, type LeaveBlocker, type LeaveGuardProps } from './views/QueryEditorScreen';
export { QueryHistoryScreen, type QueryHistoryScreenProps } from './views/QueryHistoryScreen';
export {
  queryListSlice,
  initialQueryListState,
  queriesScreenOpened,
  queriesRequested,
  queriesMoreRequested,
  queriesSearchTyped,
  queriesSearchApplied,
  queriesSortChanged,
  queriesKindChanged,
  queriesEntityChanged,
  folderFormOpened,
  folderCreateSubmitted,
  queriesMoveOpened,
  queriesMoveSubmitted,
  queryDuplicateRequested,
  queryDeleteOpened,
  queryDeleteConfirmed,
  type QueryListState,
  type QueryListFilters,
} from './state/queryList.slice';
export {
  queryEditorSlice,
  initialQueryEditorState,
  queryEditorOpened,
  draftFilterChanged,
  draftNameChanged,
  draftDescriptionChanged,
  draftEntityChanged,
  draftSharingChanged,
  draftDiscarded,
  querySaveRequested,
  querySaveAsSubmitted,
  queryOverwriteConfirmed,
  queryDuplicateToEditRequested,
  type QueryDraft,
  type QueryEditorState,
  type QueryUnavailableReason,
} from './state/queryEditor.slice';
export {
  queryHistorySlice,
  initialQueryHistoryState,
  queryHistoryOpened,
  queryVersionToggled,
  queryVersionRestoreRequested,
  type QueryHistoryState,
} from './state/queryHistory.slice';
export {
  selectCanUpdateQueries,
  selectQueryList,
  selectQueryEditor,
  selectEditorDirty,
  selectEditorProblems,
  selectQueryHistory,
} from './state/queries.selectors';
export { createQueryListSaga } from './state/queryList.sagas';
export { createQueryEditorSaga } from './state/queryEditor.sagas';
export { createQueryHistorySaga } from './state/queryHistory.sagas';
export * from './queries.constants';
export { QUERIES_MESSAGES } from './queries.messages';
export { queriesFeatures, queryListFeature, queryEditorFeature, queryHistoryFeature } from './queries.feature';
export { QueryBuilder, QUERY_BUILDER_MESSAGES, type QueryBuilderProps } from './views/QueryBuilder';
export {
  toBuilderGroup,
  toQueryFilter,
  builderPaths,
  nodeLabel,
  normaliseTree,
  problemsByPath,
  fieldSections,
  operatorOptions,
  valueShape,
  COMMON_FIELD_NAMES,
  type BuilderGroup,
  type BuilderRule,
  type ValueShape,
} from './builder';
// For other features (the assets area): the helpers its sagas share, the saved-query list call, the data fields.
export { callAbortable, ensureDataFields, errorText, isStatus, unavailableReason } from './state/sagaHelpers';
export { listSavedQueries, type SavedQueriesQuery, type CursorPage } from './api/queries.api';
export { selectQueryDataFields } from './state/queries.selectors';
