import type { CurrentUser, SessionConfig, SessionExpiry } from '@vigil/openapi';
import { apiHttp, metaReply, valueReply } from '@vigil/openapi/mocks';
import { currentUserFixture, sessionConfigFixture, sessionExpiryFixture, sessionUserDataFixture } from '../fixtures/session';

const unauthorized = { status: 401, message: 'Not logged in' } as const;

/** Mock HTTP answers for every call of the session, for stories and tests; typed by the contract. */
export const sessionHandlers = {
  /** GET /users/me; `user` may be computed at each call (a SAML expiry relative to the time asked). */
  currentUser: (user: CurrentUser | (() => CurrentUser) = currentUserFixture) =>
    apiHttp.get('/users/me', ({ response }) => response(200).json(valueReply(typeof user === 'function' ? user() : user))),
  /** GET /users/me without a valid session. */
  currentUserUnauthorized: () => apiHttp.get('/users/me', ({ response }) => response(401).json(unauthorized)),
  /** GET /session/config. */
  config: (config: SessionConfig = sessionConfigFixture) =>
    apiHttp.get('/session/config', ({ response }) => response(200).json(valueReply(config))),
  /** GET /session/expiry; `expiry` is computed at each call from the time it is asked with. */
  expiry: (expiry: SessionExpiry | (() => SessionExpiry) = () => sessionExpiryFixture(Date.now())) =>
    apiHttp.get('/session/expiry', ({ response }) =>
      response(200).json(metaReply(typeof expiry === 'function' ? expiry() : expiry)),
    ),
  /** GET /session/expiry when the session is gone (missing cookie, ended on the server). */
  expiryMissing: () => apiHttp.get('/session/expiry', ({ response }) => response(401).json(unauthorized)),
  /** GET /token/refresh: extends the session by `expiresInS`. */
  refresh: (expiresInS = 900) =>
    apiHttp.get('/token/refresh', ({ response }) =>
      response(200).json(metaReply({ user_data: sessionUserDataFixture, expires_in: expiresInS })),
    ),
  /** GET /token/refresh when the session is gone. */
  refreshRefused: () => apiHttp.get('/token/refresh', ({ response }) => response(401).json(unauthorized)),
  /** POST /pre_logout; `record` hears of the call (to check the order of the logout). */
  preLogout: (record?: (call: string) => void) =>
    apiHttp.post('/pre_logout', ({ response }) => {
      record?.('POST /pre_logout');
      return response(204).empty();
    }),
  /** GET /logout, with the IdP's logout page as `meta.redirect_url` when given. */
  logout: (redirectUrl?: string, record?: (call: string) => void) =>
    apiHttp.get('/logout', ({ response }) => {
      record?.('GET /logout');
      return response(200).json(metaReply(redirectUrl === undefined ? {} : { redirect_url: redirectUrl }));
    }),
  /** Every call of a signed-in session, answered as for `user` with `config`. */
  signedIn: ({
    user = currentUserFixture,
    config = sessionConfigFixture,
    expiry,
    redirectUrl,
    record,
  }: {
    user?: CurrentUser | (() => CurrentUser);
    config?: SessionConfig;
    expiry?: SessionExpiry | (() => SessionExpiry);
    redirectUrl?: string;
    record?: (call: string) => void;
  } = {}) => [
    sessionHandlers.currentUser(user),
    sessionHandlers.config(config),
    sessionHandlers.expiry(expiry),
    sessionHandlers.refresh(),
    sessionHandlers.preLogout(record),
    sessionHandlers.logout(redirectUrl, record),
  ],
};
