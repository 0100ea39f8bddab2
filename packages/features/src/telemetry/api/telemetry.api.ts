import { ApiError, type ApiClient, type ClientReportBatch } from '@vigil/openapi';

/** POST client_errors: a batch of the console's errors and memory samples. */
export async function reportClientErrors(client: ApiClient, batch: ClientReportBatch): Promise<void> {
  const { response, error } = await client.POST('/client_errors', { body: batch });
  if (!response.ok) throw ApiError.fromReply(response, error);
}
