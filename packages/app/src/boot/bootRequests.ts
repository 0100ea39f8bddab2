import { matchPath } from 'react-router-dom';
import { SIGNED_IN_BOOT_REQUESTS, dashboardBootRequests } from '@vigil/features';

/**
 * The GETs a signed-in page load at `pathname` makes before its screen shows: the shell's, and
 * the dashboards' first data on the home (the favourite dashboard) and on a dashboard's page.
 */
export function bootRequests(pathname: string): string[] {
  if (matchPath('/', pathname)) return [...SIGNED_IN_BOOT_REQUESTS, ...dashboardBootRequests(null)];
  const spaceId = matchPath('/dashboard/folder/*', pathname) ? undefined : matchPath('/dashboard/:spaceId/*', pathname)?.params.spaceId;
  if (spaceId) return [...SIGNED_IN_BOOT_REQUESTS, ...dashboardBootRequests(spaceId)];
  return [...SIGNED_IN_BOOT_REQUESTS];
}
