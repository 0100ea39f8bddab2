import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id, the library's default (OWASP's parameters: 19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

// Verified when the user name is unknown, so that unknown and known names take about as long.
let dummyHash: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash, spends the same time and says no. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('vigil-unknown-user');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
