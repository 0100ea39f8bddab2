export { CredentialsEditor, type CredentialsEditorProps } from './views/CredentialsEditor';
export { vaultSecretDefaults, vaultSecretOf, vaultSecretSchemaOf, vaultSecretValidator, type VaultSecretSchema, type VaultSecretValues } from './schema/vaultSecret';
export { VAULTS_MESSAGES } from './vaults.messages';
