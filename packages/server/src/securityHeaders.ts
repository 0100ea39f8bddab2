import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What Vite writes as the nonce of the built page's script, style and preload tags and of its
 * `<meta property="csp-nonce">` (html.cspNonce in packages/app/vite.config.ts); each response
 * of the page carries a fresh nonce in its place.
 */
export const NONCE_PLACEHOLDER = 'VIGIL_CSP_NONCE';

/** HSTS for a year, subdomains included; sent only on requests that came over TLS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh 128-bit nonce for one response of the page. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** The policy of every response; the page's scripts and styles are allowed by its nonce. */
export function contentSecurityPolicy(nonce?: string): string {
  const own = nonce ? `'self' 'nonce-${nonce}'` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // SAML sign-on leaves by a redirect (HTTP-Redirect binding), so no form posts elsewhere.
    "form-action 'self'",
  ].join('; ');
}

/** The page with a fresh nonce in place of the placeholder, and the policy that allows it. */
export function pageWithNonce(page: string): { html: string; policy: string } {
  const nonce = newNonce();
  return { html: page.replaceAll(NONCE_PLACEHOLDER, nonce), policy: contentSecurityPolicy(nonce) };
}

/**
 * Security headers on every reply; a reply that set its own policy (the page, with its nonce)
 * keeps it. API replies are never cached.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy());
    reply.header('x-content-type-options', 'nosniff');
    // Not no-referrer: under it a browser sends `Origin: null` on the console's own POSTs,
    // which the CSRF check refuses.
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // request.protocol reads X-Forwarded-Proto only from a trusted proxy (VIGIL_TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
