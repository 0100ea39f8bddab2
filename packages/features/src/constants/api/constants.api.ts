import { unwrapValue, type ApiClient, type Constants } from '@vigil/openapi';

/** GET get_constants, unwrapped from `data.attributes.value`. */
export function fetchConstants(client: ApiClient): Promise<Constants> {
  return unwrapValue(client.GET('/get_constants'));
}
