// Typed fixture builders, one file per area of the contract (as openapi/spec is split). Each
// builder's defaults are typed against the spec's schema, so a default drifting from the spec
// fails typecheck; ids and dates are fixed, so fixtures are the same on every run.
export * from './fixtures/helpers.js';
export * from './fixtures/system.js';
export * from './fixtures/auth.js';
export * from './fixtures/access.js';
export * from './fixtures/dashboards.js';
export * from './fixtures/discovery.js';
export * from './fixtures/search.js';
export * from './fixtures/campaigns.js';
export * from './fixtures/operations.js';
