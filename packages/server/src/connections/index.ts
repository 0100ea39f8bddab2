export { CONNECTION_BODY_LIMITS, CONNECTION_FILE_MAX_BYTES, CONNECTION_RAW_BODIES, TEST_PAGE_RECORDS, TEST_TIMEOUT_MS, connectionsHandlers } from './handlers.js';
export { findingsHandlers } from './findings.js';
