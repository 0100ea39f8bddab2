import type { FeatureFlags, Installation, InternalFeatureFlags, NavigationEntryId, Permissions } from './schemas.gen.js';

/**
 * The sidebar's entries and their rules (spec 000 sections 2, 5 and 6), shared by the console
 * (which shows them) and the server (which previews what a role change gains or loses).
 */

/** A permission as `[category, action]`, for example `['Reports', 'Private']`. */
export type PermissionNeed = readonly [category: string, action: string];

export interface NavigationEntryRule {
  id: NavigationEntryId;
  title: string;
  path: string;
  /**
   * What enables the entry: every permission of at least one group (admins pass). Empty:
   * always enabled. Spec: "items are disabled without View on their category".
   */
  needs: readonly (readonly PermissionNeed[])[];
  /** Whether the entry shows at all; absent: always. */
  shownWhen?: (context: NavigationContext) => boolean;
}

/** What the visibility rules read: the flags and the kind of install. */
export interface NavigationContext {
  featureFlags: FeatureFlags;
  internalFlags: InternalFeatureFlags;
  installation: Installation;
}

/** What the enabled rules read: the user's grants and whether their data scope restricts fields. */
export interface NavigationAccess {
  isAdmin: boolean;
  permissions: Permissions;
  fieldsRestricted: boolean;
}

const view = (category: string): readonly PermissionNeed[][] => [[[category, 'View']]];

export const NAVIGATION_ENTRIES: readonly NavigationEntryRule[] = [
  { id: 'home', title: 'Home', path: '/', needs: [] },
  { id: 'dashboard', title: 'Dashboard', path: '/dashboard', needs: view('Dashboard') },
  { id: 'assets', title: 'Assets', path: '/assets', needs: view('Assets') },
  { id: 'assetGraph', title: 'Graph', path: '/asset_graph', needs: view('Graph') },
  { id: 'queries', title: 'Queries', path: '/queries', needs: view('Queries') },
  // Findings need View on Findings or on Findings alerts.
  { id: 'findings', title: 'Findings Center', path: '/findings', needs: [[['Findings', 'View']], [['FindingsAlerts', 'View']]] },
  { id: 'case_management', title: 'Case Management', path: '/case_management', needs: view('Cases') },
  { id: 'enforcements', title: 'Enforcement Center', path: '/enforcements', needs: view('Enforcements') },
  {
    id: 'campaigns',
    title: 'Campaigns',
    path: '/campaigns',
    needs: view('Enforcements'),
    shownWhen: ({ internalFlags, installation }) => internalFlags.enable_campaigns && installation.identity_management,
  },
  // Reports also need the Private action.
  { id: 'reports', title: 'Reports', path: '/reports', needs: [[['Reports', 'View'], ['Reports', 'Private']]] },
  // Data Analytics has no category of its own; restricted fields disable it (see navigationEntryEnabled).
  { id: 'analytics', title: 'Data Analytics', path: '/analytics', needs: [] },
  {
    id: 'compliance',
    title: 'Cloud Compliance',
    path: '/cloud_asset_compliance',
    needs: [],
    shownWhen: ({ featureFlags }) => featureFlags.cloud_compliance.enabled,
  },
  { id: 'adapters', title: 'Adapters', path: '/adapters', needs: view('Adapters') },
  { id: 'audit', title: 'Activity Logs', path: '/audit', needs: view('Audit') },
  // Managing the nodes is system administration: Settings/View (designed; the spec names no category).
  {
    id: 'instances',
    title: 'Manage Nodes',
    path: '/instances',
    needs: view('Settings'),
    shownWhen: ({ installation }) => !installation.hosted && !installation.kubernetes,
  },
  // The chain of events belongs to the Enforcement Center (designed; the spec names no category).
  {
    id: 'workflows',
    title: 'Workflows',
    path: '/workflows',
    needs: view('Enforcements'),
    shownWhen: ({ internalFlags }) => internalFlags.enable_ec_chain_of_events,
  },
  {
    id: 'access_request_management',
    title: 'Access Request',
    path: '/access_request_management',
    needs: view('Enforcements'),
    shownWhen: ({ internalFlags, installation }) =>
      internalFlags.enable_access_request_management && installation.identity_management,
  },
];

/** Whether `permissions` hold `action` in `category`. */
export const holds = (permissions: Permissions, [category, action]: PermissionNeed): boolean =>
  permissions[category]?.includes(action) ?? false;

/** Whether an entry is usable for this user (shown entries that are not are disabled). */
export function navigationEntryEnabled(entry: NavigationEntryRule, access: NavigationAccess): boolean {
  if (entry.id === 'analytics' && access.fieldsRestricted) return false;
  if (access.isAdmin || entry.needs.length === 0) return true;
  return entry.needs.some((group) => group.every((need) => holds(access.permissions, need)));
}

/** Whether an entry shows under these flags and this install. */
export const navigationEntryShown = (entry: NavigationEntryRule, context: NavigationContext): boolean =>
  entry.shownWhen?.(context) ?? true;
