import type { components } from '@vigil/openapi';
// The console's sidebar rules, as JavaScript the server runs (the package's root is TypeScript source for the console).
import { NAVIGATION_ENTRIES, navigationEntryEnabled } from '@vigil/openapi/navigation';
import type { Queryable } from '../db/index.js';
import { isAdmin, type Grants, type Permissions } from '../auth/permissions.js';

type Schemas = components['schemas'];

/**
 * Every category a role can grant, with its actions (the categories of the contract's
 * `x-permission`s and of the console's navigation). Viewing needs View; editing needs DeepUpdate
 * on asset categories and Update otherwise; Reports also needs Private. Asset-type categories
 * come from the database (`permissionCatalogue`): they exist only for implemented asset types.
 */
export const PERMISSION_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  Settings: ['View', 'Update', 'DataScopeImpersonation', 'RunManualDiscovery'],
  Dashboard: ['View', 'Update'],
  Adapters: ['View', 'Update'],
  Enforcements: ['View', 'Update'],
  Assets: ['View', 'DeepUpdate'],
  Reports: ['View', 'Update', 'Private'],
  Audit: ['View'],
  Graph: ['View'],
  Findings: ['View', 'Update'],
  // The shell's checks: the sidebar's entries, the notification count, System Settings and the Help menu.
  Queries: ['View', 'Update'],
  Cases: ['View', 'Update'],
  FindingsAlerts: ['View'],
  Notifications: ['View'],
  UsersManagement: ['GetUsersAndRoles'],
  GeneralActions: ['SupportCenterLink'],
};

export type Catalogue = Readonly<Record<string, readonly string[]>>;

/** Spec 6: asset-type permissions carry a suffix; an asset type's category is `<type>_assets`. */
export const ASSET_TYPE_SUFFIX = '_assets';
/** An asset-type category's actions: viewing its assets, editing them (DeepUpdate, as on asset categories). */
export const ASSET_TYPE_ACTIONS: readonly string[] = ['View', 'DeepUpdate'];

/** The asset type an asset-type category is for, or undefined for a fixed category. */
export const assetTypeOf = (category: string): string | undefined =>
  category.endsWith(ASSET_TYPE_SUFFIX) && !Object.hasOwn(PERMISSION_CATALOGUE, category) ? category.slice(0, -ASSET_TYPE_SUFFIX.length) : undefined;

/** Every category a role can grant now: the fixed ones, then one per implemented asset type. */
export async function permissionCatalogue(db: Queryable): Promise<Catalogue> {
  const types = await db.query<{ value: string }>('select value from asset_types order by value');
  return { ...PERMISSION_CATALOGUE, ...Object.fromEntries(types.map(({ value }) => [`${value}${ASSET_TYPE_SUFFIX}`, ASSET_TYPE_ACTIONS])) };
}

/** The problem with a role's permissions (an unknown category or action), or undefined. */
export function permissionsProblem(permissions: Permissions, catalogue: Catalogue): string | undefined {
  for (const [category, actions] of Object.entries(permissions)) {
    const known = catalogue[category];
    if (!known) return `Unknown permission category "${category}"; the categories are ${Object.keys(catalogue).join(', ')}.`;
    const unknown = actions.find((action) => !known.includes(action));
    if (unknown !== undefined) return `Unknown action "${unknown}" in ${category}; it has ${known.join(', ')}.`;
  }
  return undefined;
}

/** The same permissions in the catalogue's order, without duplicates or empty categories. */
export function normalizePermissions(permissions: Permissions, catalogue: Catalogue): Permissions {
  return Object.fromEntries(
    Object.entries(catalogue)
      .map(([category, known]) => [category, known.filter((action) => permissions[category]?.includes(action))] as const)
      .filter(([, actions]) => actions.length > 0),
  );
}

const grants = (permissions: Permissions) =>
  new Set(Object.entries(permissions).flatMap(([category, actions]) => actions.map((action) => `${category}.${action}`)));

/** The actions of `permissions` the caller does not hold (none for admins). */
export function actionsNotHeld(caller: Grants, permissions: Permissions): string[] {
  if (isAdmin(caller)) return [];
  const held = grants(caller.permissions);
  return [...grants(permissions)].filter((grant) => !held.has(grant));
}

/** Whether the caller may hand out a role (admins any; others one whose every action they hold, never Admin). */
export const mayHandOut = (caller: Grants, role: { uuid: string; permissions: Permissions }): boolean =>
  isAdmin(caller) || (!isAdmin({ role_id: role.uuid }) && actionsNotHeld(caller, role.permissions).length === 0);

/** The 403 sentence when a caller would hand out more than they hold. */
export const notHeldMessage = (missing: string[]): string =>
  `You do not have the permissions for this: you can only grant what you hold yourself, and you lack ${missing.join(', ')}.`;

/** What a user can reach: the permissions of their role and whether their data scope hides fields. */
export interface Access {
  permissions: Permissions;
  fieldsRestricted: boolean;
}

/** The sidebar areas `access` enables (the console's rules; visibility by flags aside). */
const sidebarAreas = ({ permissions, fieldsRestricted }: Access): Set<Schemas['NavigationEntryId']> =>
  new Set(
    NAVIGATION_ENTRIES.filter((entry) => navigationEntryEnabled(entry, { isAdmin: false, permissions, fieldsRestricted })).map(
      (entry) => entry.id,
    ),
  );

const grantsOf = (permissions: Permissions) =>
  Object.entries(permissions).flatMap(([category, actions]) => actions.map((action) => ({ category, action })));

const without = <T>(items: T[], other: T[], key: (item: T) => string) => {
  const keys = new Set(other.map(key));
  return items.filter((item) => !keys.has(key(item)));
};

/** The asset types whose assets `permissions` lets a user view. */
const visibleAssetTypes = (permissions: Permissions): string[] =>
  Object.entries(permissions).flatMap(([category, actions]) => {
    const type = assetTypeOf(category);
    return type !== undefined && actions.includes('View') ? [type] : [];
  });

/** What going from `before` to `after` gains and loses (sidebar areas, actions, visible asset types). */
export function accessChange(before: Access, after: Access): { gained: Schemas['AccessDelta']; lost: Schemas['AccessDelta'] } {
  const [areasBefore, areasAfter] = [[...sidebarAreas(before)], [...sidebarAreas(after)]];
  const [grantsBefore, grantsAfter] = [grantsOf(before.permissions), grantsOf(after.permissions)];
  const [typesBefore, typesAfter] = [visibleAssetTypes(before.permissions), visibleAssetTypes(after.permissions)];
  const grantKey = (grant: Schemas['PermissionGrant']) => `${grant.category}.${grant.action}`;
  return {
    gained: {
      sidebar_areas: without(areasAfter, areasBefore, String),
      actions: without(grantsAfter, grantsBefore, grantKey),
      asset_types: without(typesAfter, typesBefore, String),
    },
    lost: {
      sidebar_areas: without(areasBefore, areasAfter, String),
      actions: without(grantsBefore, grantsAfter, grantKey),
      asset_types: without(typesBefore, typesAfter, String),
    },
  };
}
