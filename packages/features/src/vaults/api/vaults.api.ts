import { ApiError, unwrap, unwrapAttributes, type ApiClient, type Vault, type VaultId, type VaultProviderInput } from '@vigil/openapi';

/** GET vaults: the 15 vaults with their schemas, whether this server implements and has them configured. */
export async function listVaults(client: ApiClient): Promise<Vault[]> {
  return (await unwrap(client.GET('/vaults'))).data;
}

/** PUT vaults/{vault_id}/provider: the address, mount and token (left out: the stored one is kept). */
export function configureVault(client: ApiClient, vaultId: VaultId, body: VaultProviderInput): Promise<Vault> {
  return unwrapAttributes(client.PUT('/vaults/{vault_id}/provider', { params: { path: { vault_id: vaultId } }, body }));
}

/** DELETE vaults/{vault_id}/provider: the server forgets how to reach the vault. */
export async function unconfigureVault(client: ApiClient, vaultId: VaultId): Promise<void> {
  const { error, response } = await client.DELETE('/vaults/{vault_id}/provider', { params: { path: { vault_id: vaultId } } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}
