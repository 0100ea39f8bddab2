export { seedIfEmpty, type SeedOptions, type SeedSummary } from './seed.js';
export { seedDevicesFrom } from './options.js';
