/**
 * The API root the console talks to: `/api` on the page's own origin, or the URL given at
 * build time in VITE_VIGIL_API_URL (absolute, or relative to the page's origin).
 */
export function apiBaseUrl(configured: string | undefined = import.meta.env['VITE_VIGIL_API_URL']): string {
  return new URL(configured || '/api', window.location.origin).href.replace(/\/$/, '');
}
