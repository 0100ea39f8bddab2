import type { Feature } from '../store/feature';
import { createVaultsSaga } from './state/vaults.sagas';
import { vaultsSlice } from './state/vaults.slice';

/** The Vaults tab of System Settings, injected when the Settings screen shows it. */
export const vaultsFeature: Feature = { name: 'vaults', slice: vaultsSlice, saga: () => createVaultsSaga() };
