export { systemOverviewHandlers, ADMINS_ONLY_OVERVIEW } from './overview.js';
export { registerNode, NODE_HEARTBEAT_MS, NODE_UNRESPONSIVE_S, type ThisNode } from './nodes.js';
