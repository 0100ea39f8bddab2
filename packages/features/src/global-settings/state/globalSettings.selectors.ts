import { createSelector } from '@reduxjs/toolkit';
import { globalSettingsSlice, initialGlobalSettingsState, type GlobalSettingsState } from './globalSettings.slice';

type WithGlobalSettings = Partial<Record<typeof globalSettingsSlice.name, GlobalSettingsState>>;

export const selectGlobalSettings = (state: WithGlobalSettings): GlobalSettingsState => state[globalSettingsSlice.name] ?? initialGlobalSettingsState;

/** The sections whose key or description holds the search text. */
export const selectVisibleSections = createSelector(selectGlobalSettings, ({ list, search }) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return list.sections;
  return list.sections.filter(({ key, description }) => `${key.replaceAll('_', ' ')} ${description}`.toLowerCase().includes(needle));
});

/** The section shown: its list entry (schema, defaults) with its loaded values. */
export const selectCurrentSection = createSelector(selectGlobalSettings, ({ list, section }) => ({
  ...section,
  info: list.sections.find(({ key }) => key === section.key) ?? null,
}));
