import { describe, expect, it } from 'vitest';
import { VAULTS_TAB_MESSAGES as M } from '../vaults.messages';
import { vaultProviderInputOf, vaultProviderValidator } from './vaultProviderForm';

const problems = (tokenStored: boolean, values: { address: string; mount: string; token: string }) => {
  const result = vaultProviderValidator(tokenStored).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('vault provider form', () => {
  it('needs an http(s) address and, the first time, a token', () => {
    expect(problems(false, { address: '', mount: '', token: '' })).toEqual([M.addressRequired, M.tokenRequired]);
    expect(problems(false, { address: 'ftp://vault', mount: '', token: 't' })).toEqual([M.addressInvalid]);
    expect(problems(false, { address: 'https://vault:8200', mount: 'kv/2', token: 't' })).toEqual([M.mountInvalid]);
    expect(problems(true, { address: 'https://vault:8200', mount: '', token: '' })).toEqual([]);
  });

  it('leaves out an empty mount and an empty token (the stored one is kept)', () => {
    expect(vaultProviderInputOf({ address: ' https://vault:8200 ', mount: '', token: '' })).toEqual({ address: 'https://vault:8200' });
    expect(vaultProviderInputOf({ address: 'https://vault:8200', mount: 'kv', token: 's.abc' })).toEqual({ address: 'https://vault:8200', mount: 'kv', token: 's.abc' });
  });
});
