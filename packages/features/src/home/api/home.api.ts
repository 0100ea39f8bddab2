import { unwrapAttributes, type ApiClient, type AssetSummaryReply } from '@vigil/openapi';

/** The count per entity type the caller sees, and the cap past which counting stops. */
export type AssetSummary = AssetSummaryReply['data']['attributes'];

/** GET /assets/summary. */
export function getAssetSummary(client: ApiClient, signal?: AbortSignal): Promise<AssetSummary> {
  return unwrapAttributes(client.GET('/assets/summary', { signal }));
}
