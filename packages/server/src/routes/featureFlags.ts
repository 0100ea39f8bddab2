import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import { configNameOf, readFeatureFlags, saveFeatureFlags } from '../settings/featureFlags.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { changedPaths } from '../operations/changes.js';

/** The gui FeatureFlags and InternalFeatureFlags configs: read by every signed-in console, saved as a whole. */
export function featureFlagsHandlers(db: Database) {
  return {
    getFeatureFlagsConfig: async ({ params }) => ({ data: { attributes: { value: await readFeatureFlags(db, params.configName) } } }),

    saveFeatureFlagsConfig: async ({ request, params, body, reply }) => {
      const name = params.configName;
      if (configNameOf(body) !== name) {
        return void reply.code(400).send(errorBody(400, `The body is not a ${name} config.`));
      }
      await db.transaction(async (tx) => {
        const before = await readFeatureFlags(tx, name);
        await saveFeatureFlags(tx, name, body);
        await recordAudit(tx, actorOf(request), {
          action: 'feature_flags.updated',
          target_type: 'feature_flags',
          target_id: name,
          target_name: name,
          details: { changed: changedPaths(before, body) },
        });
      });
      return { data: { attributes: { value: await readFeatureFlags(db, params.configName) } } };
    },
  } satisfies Handlers;
}
