import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets at rest (private keys, webhook signing secrets, connection passwords) are sealed with
 * AES-256-GCM under the server's secret key before they reach the database, so a copied database
 * alone reveals none of them. The key comes from VIGIL_SECRET_KEY (any text; hashed to 32 bytes)
 * or else from `secret.key` in the data folder, made on first start. Until one is configured
 * (unit tests), a random key lives for the process.
 */
let key: Buffer = randomBytes(32);

const VERSION = 'v1';

/** Uses this key from now on (main.ts, at start). */
export function configureSecretKey(next: Buffer): void {
  if (next.length !== 32) throw new Error('The secret key must be 32 bytes.');
  key = next;
}

/** The key VIGIL_SECRET_KEY names, or else the one kept in `<dataDir>/secret.key` (made, readable by the owner only, when missing). */
export function loadSecretKey(env: Record<string, string | undefined>, dataDir: string): Buffer {
  const text = env['VIGIL_SECRET_KEY']?.trim();
  if (text) return createHash('sha256').update(text).digest();
  const file = join(dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const stored = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (stored.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64.`);
  return stored;
}

/** The text sealed: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The text `sealSecret` sealed; throws when it was sealed under another key or altered. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new Error('Not a sealed secret.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
