export { operationsHandlers } from './handlers.js';
export { startDiscoveryScheduler, createDiscoveryScheduler, type DiscoveryScheduler } from './discoveryScheduler.js';
export { nextScheduledRunTime, nextRunAt, DEFAULT_SCHEDULER_CONFIG } from './schedule.js';
export { DEFAULT_MAINTENANCE_CONFIG } from './maintenance.js';
