import type { Feature } from '../store/feature';
import { globalSettingsSaga } from './state/globalSettings.sagas';
import { globalSettingsSlice } from './state/globalSettings.slice';

/** The Global Settings tab's state, injected when the settings screen loads. */
export const globalSettingsFeature: Feature = { name: 'globalSettings', slice: globalSettingsSlice, saga: () => globalSettingsSaga };
