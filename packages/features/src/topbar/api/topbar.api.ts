import {
  unwrapAttributes,
  unwrapValue,
  type ApiClient,
  type DataField,
  type DiscoveryLifecycle,
  type Environment,
} from '@vigil/openapi';

/** GET dashboard/lifecycle: the discovery status, polled every 3 s. */
export function fetchDiscoveryLifecycle(client: ApiClient): Promise<DiscoveryLifecycle> {
  return unwrapAttributes(client.GET('/dashboard/lifecycle'));
}

/** POST dashboard/discovery/start (Discover Now): the lifecycle as the run starts. */
export function startDiscovery(client: ApiClient): Promise<DiscoveryLifecycle> {
  return unwrapAttributes(client.POST('/dashboard/discovery/start'));
}

/** POST dashboard/discovery/stop (Stop Discovery): the lifecycle as the run stops. */
export function stopDiscovery(client: ApiClient): Promise<DiscoveryLifecycle> {
  return unwrapAttributes(client.POST('/dashboard/discovery/stop'));
}

/** GET /data_fields: the data fields of every entity type. */
export function fetchDataFields(client: ApiClient): Promise<Record<string, DataField[]>> {
  return unwrapValue(client.GET('/data_fields'));
}

/** GET dashboard/first_historical_date: the oldest snapshot's date, null before the first. */
export function fetchFirstHistoricalDate(client: ApiClient): Promise<string | null> {
  return unwrapValue(client.GET('/dashboard/first_historical_date'));
}

/** GET dashboard/get_allowed_dates: the dates that have a snapshot, oldest first. */
export function fetchAllowedDates(client: ApiClient): Promise<string[]> {
  return unwrapValue(client.GET('/dashboard/get_allowed_dates'));
}

/** GET /environment: the footer's environment message and background colour. */
export function fetchEnvironment(client: ApiClient): Promise<Environment> {
  return unwrapAttributes(client.GET('/environment'));
}
