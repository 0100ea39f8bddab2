/**
 * The page's Content-Security-Policy nonce: the server writes a fresh one into
 * `<meta property="csp-nonce">` with every page (styled-components and Vite read the same tag).
 * Undefined without the tag, as in Storybook and tests, where no policy applies.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a parsed nonce attribute from getAttribute; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
