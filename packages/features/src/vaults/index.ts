export { CredentialsEditor, type CredentialsEditorProps } from './views/CredentialsEditor';
export { VaultsTab } from './views/VaultsTab';
export { vaultsFeature } from './vaults.feature';
export { vaultsSlice, initialVaultsState, vaultsTabOpened, vaultSaveSubmitted, vaultForgetConfirmed, type VaultsState } from './state/vaults.slice';
export { selectVaults } from './state/vaults.selectors';
export { createVaultsSaga } from './state/vaults.sagas';
export { listVaults, configureVault, unconfigureVault } from './api/vaults.api';
export { vaultSecretDefaults, vaultSecretOf, vaultSecretSchemaOf, vaultSecretValidator, type VaultSecretSchema, type VaultSecretValues } from './schema/vaultSecret';
export { VAULTS_MESSAGES, VAULTS_TAB_MESSAGES } from './vaults.messages';
