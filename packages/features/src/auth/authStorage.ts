
/** Keys of what the login screen keeps in localStorage (spec 3: kept locally). */
export const AUTH_STORAGE_KEYS = {
  loginLockout: 'vigil.loginLockout',
  twoFactorLock: 'vigil.twoFactorLock',
} as const;

/** A login lockout after a 429: how long, what was locked, and until when (epoch ms). */
export interface LoginLockout {
  minutes: number;
  protection: 'account' | 'ip';
  lockedUntil: number;
}

/** A two-factor lockout after a 429: until when (epoch ms). */
export interface TwoFactorLock {
  lockedUntil: number;
}

function readJson<T>(storage: Storage, key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isLoginLockout = (value: unknown): value is LoginLockout =>
  isRecord(value) &&
  typeof value['minutes'] === 'number' &&
  (value['protection'] === 'account' || value['protection'] === 'ip') &&
  typeof value['lockedUntil'] === 'number';

const isTwoFactorLock = (value: unknown): value is TwoFactorLock => isRecord(value) && typeof value['lockedUntil'] === 'number';

/**
 * What the login screen keeps locally: the lockout records until they lapse. The signed-in items
 * (user meta, access expiry, logged-in marker) are the session feature's: it stores them on
 * `loginSucceeded` (through the app's hand-over) and clears them at logout.
 */
export interface AuthStorage {
  /** A lockout that has not lapsed at `now`; lapsed records are removed. */
  readLoginLockout(now: number): LoginLockout | null;
  saveLoginLockout(lockout: LoginLockout | null): void;
  /** A 2FA lock that has not lapsed at `now`; lapsed records are removed. */
  readTwoFactorLock(now: number): TwoFactorLock | null;
  saveTwoFactorLock(lock: TwoFactorLock | null): void;
  /** Forgets every record of the login screen (for tests). */
  clear(): void;
}

/** The auth records in `storage` (localStorage by default), so they survive reloads. */
export function createAuthStorage(storage: Storage = globalThis.localStorage): AuthStorage {
  const write = (key: string, value: unknown) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  };
  return {
    readLoginLockout(now) {
      const lockout = readJson(storage, AUTH_STORAGE_KEYS.loginLockout, isLoginLockout);
      if (lockout && lockout.lockedUntil > now) return lockout;
      storage.removeItem(AUTH_STORAGE_KEYS.loginLockout);
      return null;
    },
    saveLoginLockout(lockout) {
      write(AUTH_STORAGE_KEYS.loginLockout, lockout);
    },
    readTwoFactorLock(now) {
      const lock = readJson(storage, AUTH_STORAGE_KEYS.twoFactorLock, isTwoFactorLock);
      if (lock && lock.lockedUntil > now) return lock;
      storage.removeItem(AUTH_STORAGE_KEYS.twoFactorLock);
      return null;
    },
    saveTwoFactorLock(lock) {
      write(AUTH_STORAGE_KEYS.twoFactorLock, lock);
    },
    clear() {
      for (const key of Object.values(AUTH_STORAGE_KEYS)) storage.removeItem(key);
    },
  };
}
