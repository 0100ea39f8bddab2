import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { configNameOf, readFeatureFlags, saveFeatureFlags } from '../settings/featureFlags.js';

/** The gui FeatureFlags and InternalFeatureFlags configs: read by every signed-in console, saved as a whole. */
export function featureFlagsHandlers(db: Database) {
  return {
    getFeatureFlagsConfig: async ({ params }) => ({ data: { attributes: { value: await readFeatureFlags(db, params.configName) } } }),

    saveFeatureFlagsConfig: async ({ params, body, reply }) => {
      if (configNameOf(body) !== params.configName) {
        return void reply.code(400).send(errorBody(400, `The body is not a ${params.configName} config.`));
      }
      await saveFeatureFlags(db, params.configName, body);
      return { data: { attributes: { value: await readFeatureFlags(db, params.configName) } } };
    },
  } satisfies Handlers;
}
