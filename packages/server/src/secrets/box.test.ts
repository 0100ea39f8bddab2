import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configureSecretKey, loadSecretKey, openSecret, sealSecret } from './box.js';

describe('the secret box', () => {
  it('seals a secret so that only the same key opens it, and an altered one does not open', () => {
    const sealed = sealSecret('hunter2');
    expect(sealed).not.toContain('hunter2');
    expect(sealSecret('hunter2')).not.toBe(sealed);
    expect(openSecret(sealed)).toBe('hunter2');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('x' + Buffer.from(parts[3] ?? '', 'base64url').toString('latin1')).toString('base64url')].join('.');
    expect(() => openSecret(altered)).toThrow();
    expect(() => openSecret('plain text')).toThrow('Not a sealed secret.');
    configureSecretKey(loadSecretKey({ VIGIL_SECRET_KEY: 'another key' }, '/nonexistent'));
    expect(() => openSecret(sealed)).toThrow();
  });

  it('makes a key file readable by its owner only on first start, and reads the same key after', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vigil-key-')), 'data');
    const first = loadSecretKey({}, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey({}, dir).equals(first)).toBe(true);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8')).toBe(first.toString('base64'));
  });
});
