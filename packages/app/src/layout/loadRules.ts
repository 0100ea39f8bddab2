import { SESSION_STORAGE_KEYS } from '@vigil/features';

/** The query parameter that carries an error message to show as a toast (designed: the spec does not name it). */
export const ERROR_PARAM = 'error';
/** The query parameter that opens the campaign approval page, signed in or not. */
export const CAMPAIGN_APPROVAL_PARAM = 'campaign_approval_id';

/** How the page was loaded (the Navigation Timing entry's type). */
export type PageLoadType = 'navigate' | 'reload' | 'back_forward' | 'prerender';

export interface LoadRedirect {
  /** The address to replace the current one with. */
  to: { pathname: string; search: string };
  /** An error message from the address, to show as a toast. */
  error: string | null;
}

/**
 * The address rules at page load (spec 000 section 2, Application shell): a load that is neither
 * a reload nor a navigation (back/forward from another site, a prerender) goes to / with the
 * query cleared, but redirect=false is kept (after an expiry it stops the SAML auto-redirect);
 * an error message in the query is taken out of the address to be shown as a toast. Null when
 * the address stays as it is.
 */
export function loadRedirect(type: PageLoadType, pathname: string, search: string): LoadRedirect | null {
  const params = new URLSearchParams(search);
  const error = params.get(ERROR_PARAM);
  if (type !== 'navigate' && type !== 'reload') {
    const keep = params.get('redirect') === 'false' ? '?redirect=false' : '';
    return { to: { pathname: '/', search: keep }, error };
  }
  if (error === null) return null;
  params.delete(ERROR_PARAM);
  const rest = params.toString();
  return { to: { pathname, search: rest ? `?${rest}` : '' }, error };
}

/** This page load's type; 'navigate' where the browser does not tell. */
export function pageLoadType(): PageLoadType {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

/**
 * Whether a page load will likely show the signed-in shell, so that its code may be fetched
 * alongside the session check: the session's login marker is stored, and the address is not one
 * the login page (a SAML token) or the approval page takes.
 */
export function shellLikely(search: string, loginMarker: string | null): boolean {
  const params = new URLSearchParams(search);
  return loginMarker !== null && !params.has(CAMPAIGN_APPROVAL_PARAM) && !params.has('saml_token');
}

/** `shellLikely` for this page load: its address, and the login marker in this browser's storage. */
export function shellLikelyAtLoad(): boolean {
  return shellLikely(window.location.search, localStorage.getItem(SESSION_STORAGE_KEYS.loginMarker));
}
