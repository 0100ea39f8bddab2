import { unwrapAttributes, type ApiClient, type SystemOverview } from '@vigil/openapi';

/** GET system/overview: the system's state for admins, unwrapped from `data.attributes`. */
export function fetchSystemOverview(client: ApiClient): Promise<SystemOverview> {
  return unwrapAttributes(client.GET('/system/overview'));
}
