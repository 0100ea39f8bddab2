/** Where the console goes after a logout: /, with redirect=false when the system uses SAML redirect. */
export function logoutPath(samlRedirect: boolean): string {
  return samlRedirect ? '/?redirect=false' : '/';
}

/**
 * Where the console goes after the session expired (timed out, SAML or lifespan end): / or, for
 * admins when the expiry value is set, /administration; redirect=false is kept with SAML redirect.
 * The expiry value is the stored access expiry (the "expiry" logout clears) as it was when the
 * session expired.
 */
export function expiryRedirectPath({
  isAdmin,
  expirySet,
  samlRedirect,
}: {
  isAdmin: boolean;
  expirySet: boolean;
  samlRedirect: boolean;
}): string {
  const path = isAdmin && expirySet ? '/administration' : '/';
  return samlRedirect ? `${path}?redirect=false` : path;
}
