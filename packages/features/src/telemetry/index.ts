export { reportClientErrors } from './api/telemetry.api';
export { ErrorReportingContext } from './ErrorReportingContext';
export { ReportingBoundary } from './ReportingBoundary';
export {
  batchesOf,
  browserReportContext,
  createErrorReporter,
  installErrorReporting,
  shouldReport,
  type ErrorReporter,
  type ErrorReporterOptions,
  type ReportContext,
} from './errorReporter';
export { browserMemory, createRumSaga, type MemoryInfo, type RumOptions } from './state/telemetry.sagas';
export { ERROR_REPORT_DEBOUNCE_MS, REPORT_MAX_BYTES, RUM_MEMORY_INTERVAL_MS } from './telemetry.constants';
