export { vaultsHandlers, VAULT_NOT_CONFIGURED, VAULT_NOT_SUPPORTED, VAULT_TOKEN_NEEDED } from './handlers.js';
export { kvVersion2Vault, notConfigured, noSecretAt, noSecretField, vaultProvider, VAULT_REFUSED, type SecretDescription, type VaultId, type VaultProvider } from './providers.js';
