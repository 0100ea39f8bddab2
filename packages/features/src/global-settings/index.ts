export { GlobalSettingsScreen } from './views/GlobalSettingsScreen';
export { globalSettingsFeature } from './globalSettings.feature';
export { GLOBAL_SETTINGS_MESSAGES } from './globalSettings.messages';
export {
  globalSettingsSlice,
  initialGlobalSettingsState,
  globalSettingsOpened,
  settingsSectionSelected,
  settingsSaveConfirmed,
  settingsResetConfirmed,
  type GlobalSettingsState,
} from './state/globalSettings.slice';
export { selectGlobalSettings, selectVisibleSections, selectCurrentSection } from './state/globalSettings.selectors';
export { globalSettingsSaga } from './state/globalSettings.sagas';
export { diffSection, type SectionChange } from './schema/sectionDiff';
export { formValidatorOf, normaliseSchema, humanise, type JsonSchema } from './schema/sectionSchema';
export type { ItemExtraProps, ItemExtras } from './sectionExtras';
