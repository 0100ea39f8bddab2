export type { paths, components, operations } from './schema.gen.js';
export { CLIENT_HEADERS, createApiClient, REFRESH_BEFORE_EXPIRY_MS, type ApiClient, type ApiClientOptions } from './client.js';
export { ApiError, NETWORK_ERROR_MESSAGE, isCancelled } from './ApiError.js';
export { ApiEvents, type ApiEventMap } from './events.js';
export { localSessionStore, memorySessionStore, type SessionStore } from './session.js';
export { unwrap, unwrapAttributes, unwrapMeta, unwrapValue } from './unwrap.js';
export type * from './schemas.gen.js';
export {
  NAVIGATION_ENTRIES,
  holds,
  navigationEntryEnabled,
  navigationEntryShown,
  type NavigationAccess,
  type NavigationContext,
  type NavigationEntryRule,
  type PermissionNeed,
} from './navigation.js';
export {
  QUERY_FILTER_MESSAGES,
  QUERY_MAX_CONDITIONS,
  QUERY_MAX_DEPTH,
  QUERY_MAX_LAST_DAYS,
  QUERY_MAX_LAST_HOURS,
  QUERY_MAX_LIST_ITEMS,
  QUERY_MAX_REGEX_LENGTH,
  QUERY_MAX_TEXT_LENGTH,
  QUERY_OPERATORS_BY_KIND,
  QUERY_OPERATOR_LABELS,
  childPath,
  fieldKind,
  QUERY_DATE_PATTERN,
  isQueryDate,
  operatorsFor,
  queryFilterPaths,
  queryFilterProblems,
  regexProblem,
  type QueryFieldCatalog,
  type QueryFieldKind,
  type QueryFilterProblem,
  type QueryOperator,
} from './queryFilter.js';
export {
  QUERY_TEXT_MAX_LENGTH,
  canonicalQueryFilter,
  parseQueryText,
  printQueryText,
  type QueryTextError,
  type QueryTextResult,
} from './queryText.js';
export {
  CHART_DIMENSIONS,
  CHART_FIELD_TYPES,
  CHART_GRID_COLUMNS,
  CHART_HISTORICAL_TYPES,
  CHART_MAX_POINTS,
  CHART_MESSAGES,
  CHART_MIN_SIZE,
  CHART_NAME_MAX_LENGTH,
  CHART_ONE_ENTITY_TYPES,
  CHART_QUERY_ENTITY,
  CHART_TEXT_MAX_LENGTH,
  DATE_RANGE_MAX_COUNT,
  CHART_QUERY_COUNT,
  CHART_TIME_TYPES,
  CHART_TYPES,
  CHART_VIEWS,
  CHART_VIEWS_BY_TYPE,
  DEFAULT_CHART_SIZE,
  DEFAULT_DATE_RANGE,
  LINE_CHART_MAX_QUERIES,
  OTHER_MAX_MEASURES,
  STACKED_MAX_MEASURES,
  STATIC_CHART_HEIGHT,
  chartEntityProblems,
  chartProblems,
  dateRangeReversed,
  fitChartSize,
  isChartHistorical,
  placeChart,
  spaceFilterApplies,
  viewsFor,
  type ChartProblem,
  type ChartShape,
} from './charts.js';
export { IMPLEMENTED_VAULTS, VAULT_COUNT_MINIMUM, VAULT_SCHEMAS, type VaultSchema } from './vaults.js';
export { FILE_CONFIG_SCHEMA, HTTP_JSON_CONFIG_SCHEMA, LDAP_CONFIG_SCHEMA, LDAP_DEVICE_FILTER, LDAP_USER_FILTER } from './adapterConfigs.js';
