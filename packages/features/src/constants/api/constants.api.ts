import { ApiError, type ApiClient, type Constants } from '@vigil/openapi';

/** GET get_constants, unwrapped from `data.attributes.value`. */
export async function fetchConstants(client: ApiClient): Promise<Constants> {
  const { data, error, response } = await client.GET('/get_constants');
  if (data === undefined) throw ApiError.fromReply(response, error);
  return data.data.attributes.value;
}
