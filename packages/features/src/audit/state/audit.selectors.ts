import { createSelector } from '@reduxjs/toolkit';
import type { AuditEntry } from '@vigil/openapi';
import type { AuditAction } from '../api/audit.api';
import { initialAuditState, type AuditState, type AuditUserOption } from './audit.slice';

// Until the lazy screen injects the slice, its initial state stands in.
export const selectAudit = (state: { audit?: AuditState }): AuditState => state.audit ?? initialAuditState;

/** The catalogue by area, in its order: what the action filter offers. */
export const selectAuditActionGroups = createSelector(selectAudit, ({ actions }) => {
  const groups = new Map<string, AuditAction[]>();
  for (const action of actions) groups.set(action.area, [...(groups.get(action.area) ?? []), action]);
  return [...groups].map(([area, members]) => ({ area, actions: members }));
});

/** Each action's label by its name (an action the catalogue does not know shows as its name). */
export const selectAuditLabels = createSelector(selectAudit, ({ actions }) => new Map(actions.map((action) => [action.action, action.label])));

/**
 * The users the user filter offers: the console's users when the caller may list them, and the
 * acting users of the entries shown (so someone with Audit/View only can still pick one), by name.
 */
export const selectAuditUserOptions = createSelector(selectAudit, ({ users, entries, filters }): AuditUserOption[] => {
  const byId = new Map(users.map((user) => [user.uuid, user]));
  for (const entry of entries) if (entry.actor_uuid && !byId.has(entry.actor_uuid)) byId.set(entry.actor_uuid, { uuid: entry.actor_uuid, name: entry.actor_name });
  if (filters.user && !byId.has(filters.user.uuid)) byId.set(filters.user.uuid, filters.user);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
});

export const selectOpenAuditEntry = createSelector(selectAudit, ({ entries, openEntryId }): AuditEntry | null => entries.find((entry) => entry.id === openEntryId) ?? null);

/** Whether any filter narrows the list. */
export const selectAuditFiltered = createSelector(selectAudit, ({ filters }) => Boolean(filters.user || filters.action || filters.fromDay || filters.toDay || filters.search.trim()));
