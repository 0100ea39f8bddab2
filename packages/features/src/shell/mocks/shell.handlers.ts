import type { FeatureFlags, InternalFeatureFlags } from '@vigil/openapi';
import { apiHttp, buildFeatureFlags, buildInternalFeatureFlags, valueReply } from '@vigil/openapi/mocks';

/** Mock HTTP answers for the shell's calls, for stories and tests; typed by the contract. */
export const shellHandlers = {
  /** GET settings/plugins/gui/{FeatureFlags|InternalFeatureFlags}. */
  featureFlags: ({
    featureFlags = buildFeatureFlags(),
    internalFlags = buildInternalFeatureFlags(),
  }: { featureFlags?: FeatureFlags; internalFlags?: InternalFeatureFlags } = {}) =>
    apiHttp.get('/settings/plugins/{pluginId}/{configName}', ({ params, response }) =>
      response(200).json(valueReply(params.configName === 'FeatureFlags' ? featureFlags : internalFlags)),
    ),
};
