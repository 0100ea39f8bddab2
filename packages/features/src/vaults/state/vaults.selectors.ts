import { initialVaultsState, type VaultsState } from './vaults.slice';

/** The Vaults tab's state (its initial state before the feature is injected). */
export const selectVaults = (state: { vaults?: VaultsState }): VaultsState => state.vaults ?? initialVaultsState;
