import { loadRedirect, pageLoadType, shellLikelyAtLoad } from '../layout/loadRules';
import { createBootPrefetch, type BootPrefetch } from './bootPrefetch';
import { bootRequests } from './bootRequests';

/**
 * At page load, when a session is likely (the login marker is stored), sends the GETs the
 * signed-in page will make first, at the address it will show (after the load's redirect), so
 * that their answers come in while the code loads instead of one after another.
 */
export function startBootPrefetch(apiBaseUrl: string): BootPrefetch {
  const prefetch = createBootPrefetch(apiBaseUrl);
  const { pathname, search } = window.location;
  if (shellLikelyAtLoad()) {
    prefetch.start(bootRequests(loadRedirect(pageLoadType(), pathname, search)?.to.pathname ?? pathname));
  }
  return prefetch;
}
