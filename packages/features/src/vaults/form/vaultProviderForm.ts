import type { Vault, VaultProviderInput } from '@vigil/openapi';
import { z } from '../../forms/zod';
import { VAULTS_TAB_MESSAGES as M } from '../vaults.messages';

/** The Vaults tab's form of one vault. */
export interface VaultProviderValues {
  address: string;
  mount: string;
  token: string;
}

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The form's rules: an http(s) address, a mount like the contract's pattern, and a token unless one is stored. */
export function vaultProviderValidator(tokenStored: boolean) {
  return z.object({
    address: z.string().trim().min(1, { error: M.addressRequired }).max(2048).refine((text) => text === '' || isHttpUrl(text), { error: M.addressInvalid }),
    mount: z.string().trim().refine((text) => text === '' || /^[A-Za-z0-9_-]{1,100}$/.test(text), { error: M.mountInvalid }),
    token: tokenStored ? z.string().max(4096) : z.string().min(1, { error: M.tokenRequired }).max(4096),
  });
}

/** What the form starts with: the stored address and mount; the token is never sent back. */
export const vaultProviderDefaults = (vault: Vault): VaultProviderValues => ({ address: vault.address ?? '', mount: vault.mount ?? '', token: '' });

/** The request: an empty mount is the server's default, an empty token keeps the stored one. */
export function vaultProviderInputOf(values: VaultProviderValues): VaultProviderInput {
  const mount = values.mount.trim();
  return { address: values.address.trim(), ...(mount && { mount }), ...(values.token && { token: values.token }) };
}
