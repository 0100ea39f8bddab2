/** What the client keeps of the session: when the access token expires. */
export interface SessionStore {
  /** Epoch milliseconds at which the access token expires; null when unknown or signed out. */
  getAccessExpiry(): number | null;
  setAccessExpiry(epochMs: number | null): void;
}

const ACCESS_EXPIRY_KEY = 'vigil.accessExpiry';

/** Keeps the access expiry in localStorage, so it survives reloads and is shared by tabs. */
export function localSessionStore(storage: Storage = globalThis.localStorage): SessionStore {
  return {
    getAccessExpiry() {
      const value = Number(storage.getItem(ACCESS_EXPIRY_KEY));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    setAccessExpiry(epochMs) {
      if (epochMs === null) storage.removeItem(ACCESS_EXPIRY_KEY);
      else storage.setItem(ACCESS_EXPIRY_KEY, String(epochMs));
    },
  };
}

/** Keeps the access expiry in memory: for servers, tests and integrators' scripts. */
export function memorySessionStore(): SessionStore {
  let expiry: number | null = null;
  return {
    getAccessExpiry: () => expiry,
    setAccessExpiry(epochMs) {
      expiry = epochMs;
    },
  };
}
