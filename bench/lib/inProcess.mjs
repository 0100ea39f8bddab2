// The reference server in the bench's own process, over an open database: requests go through
// Fastify's inject (no socket), with the header the CSRF check wants.
import { ADMIN, CSRF_HEADERS } from './server.mjs';

/** Builds the server over `db` (migrated; `options` as buildServer's); `inject` adds the CSRF header to every request. */
export async function inProcessServer(db, options = {}) {
  const { buildServer } = await import('../../packages/server/dist/buildServer.js');
  const app = await buildServer({ db, ...options });
  return { app, inject: (options) => app.inject({ ...options, headers: { ...CSRF_HEADERS, ...options.headers } }) };
}

/** Signs up the bench's administrator when missing, signs in, and returns the session cookie. */
export async function signInAdmin(inject) {
  await inject({ method: 'POST', url: '/api/signup', payload: { user_name: ADMIN.user_name, contact_email: ADMIN.email, new_password: ADMIN.password, confirm_new_password: ADMIN.password } });
  const login = await inject({ method: 'POST', url: '/api/login', payload: { user_name: ADMIN.user_name, password: ADMIN.password } });
  const session = login.cookies.find((c) => c.name === 'vigil_session');
  if (!session) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return `vigil_session=${session.value}`;
}
