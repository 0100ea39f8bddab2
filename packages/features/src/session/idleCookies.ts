import { ACTIVE_COOKIE_DEFAULT_S, IDLE_COOKIE_DEFAULT_S, IDLE_COOKIE_EXTRA_S } from './session.constants';

/**
 * The idle cookies every tab of the console shares (spec 000 sections 4 and 9). Both hold the
 * epoch millisecond of the user's last activity in any tab and their own end (`at:until`, read
 * against the clock too, so a tab's clock, faked or late, agrees with the browser's expiry):
 * - the activity (session) cookie lasts the idle period: while it is there the session is active;
 * - the idle cookie lasts it plus 60 s, the timeout countdown: while only it is there the session
 *   counts down; when both are gone the session timed out.
 * So a tab whose own idle period ran out does not go idle while the user works in another tab.
 */
export const IDLE_COOKIE_NAMES = { active: 'vigil_active', idle: 'vigil_idle' } as const;

/** Where the cookies are read and written: the page's `document` in the app. */
export interface CookieJar {
  cookie: string;
}

export type IdleCookieState = 'active' | 'counting-down' | 'over';

/** The cookies' lifetimes in seconds for an idle period, or the spec's defaults (10 s and 70 s) while it is not known. */
export function idleCookieLifetimesS(idleMs: number | null): { active: number; idle: number } {
  if (idleMs === null) return { active: ACTIVE_COOKIE_DEFAULT_S, idle: IDLE_COOKIE_DEFAULT_S };
  const active = Math.ceil(idleMs / 1000);
  return { active, idle: active + IDLE_COOKIE_EXTRA_S };
}

/** Notes activity at `atMs`, for an idle period of `idleMs` (null: not known). */
export function writeIdleCookies(jar: CookieJar, atMs: number, idleMs: number | null): void {
  const lifetimes = idleCookieLifetimesS(idleMs);
  for (const kind of ['active', 'idle'] as const) {
    const until = atMs + lifetimes[kind] * 1000;
    jar.cookie = `${IDLE_COOKIE_NAMES[kind]}=${atMs}:${until}; Max-Age=${lifetimes[kind]}; Path=/; SameSite=Strict`;
  }
}

/** Removes both cookies (the session ended). */
export function clearIdleCookies(jar: CookieJar): void {
  for (const name of Object.values(IDLE_COOKIE_NAMES)) jar.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
}

/** The activity a cookie notes, or null when it is missing, malformed or over at `nowMs`. */
function readCookie(jar: CookieJar, name: string, nowMs: number): number | null {
  for (const part of jar.cookie.split(';')) {
    const [key, value = ''] = part.trim().split('=');
    if (key !== name) continue;
    const [at, until] = value.split(':').map(Number);
    return at !== undefined && until !== undefined && Number.isFinite(at) && until > nowMs ? at : null;
  }
  return null;
}

/** The last activity any tab noted while the activity cookie lasts, or null. */
export const lastSharedActivity = (jar: CookieJar, nowMs: number): number | null => readCookie(jar, IDLE_COOKIE_NAMES.active, nowMs);

/** What the cookies say of the session, in every tab. */
export function idleCookieState(jar: CookieJar, nowMs: number): IdleCookieState {
  if (readCookie(jar, IDLE_COOKIE_NAMES.active, nowMs) !== null) return 'active';
  return readCookie(jar, IDLE_COOKIE_NAMES.idle, nowMs) !== null ? 'counting-down' : 'over';
}
