import type { NavigationAccess, NavigationContext, NavigationEntryId } from '@vigil/openapi';
import { can } from '@vigil/features';
import { lazyScreen, type LazyComponent } from './loadScreen';


/** One work area of the console: its routes, who may open it, and its lazily loaded screen. */
export interface Area {
  /** The spec's name of the lazily loaded screen (also the chunk's name). */
  screen: string;
  /** Route paths, relative to the root; the first is the area's own page. */
  paths: readonly string[];
  /** The sidebar entry whose rules apply (shown by flags, enabled by permissions). */
  entry?: NavigationEntryId;
  /** For areas without an entry: who may open it; absent: every signed-in user. */
  allowed?: (access: NavigationAccess, context: NavigationContext) => boolean;
  /** Areas that look across data scopes are not available inside one (designed: the spec does not list them). */
  notInDataScope?: boolean;
  /** The screen, loaded when first shown (see lazyScreen). */
  Screen: LazyComponent;
}

// Every screen is its own chunk: the signed-in shell loads only what the user opens.
export const AREAS: readonly Area[] = [
  { screen: 'Dashboard', entry: 'dashboard', paths: ['dashboard', 'dashboard/folder/:folderId', 'dashboard/:spaceId', 'dashboard/:spaceId/:chartId'], Screen: lazyScreen(() => import('../screens/lazy/Dashboard')) },
  { screen: 'Assets', entry: 'assets', paths: ['assets', 'assets/:entity', 'assets/:entity/:assetId', 'asset-investigation/:entity/:assetId'], Screen: lazyScreen(() => import('../screens/lazy/Assets')) },
  { screen: 'Graph', entry: 'assetGraph', paths: ['asset_graph', 'asset_graph/:graphId'], Screen: lazyScreen(() => import('../screens/lazy/Graph')) },
  {
    screen: 'Queries',
    entry: 'queries',
    // Spec 2: queries (folder, history, or query id); `new` for a query not saved yet.
    paths: ['queries', 'queries/folder/:folderId', 'queries/new', 'queries/:queryId', 'queries/:queryId/history'],
    Screen: lazyScreen(() => import('../screens/lazy/Queries')),
  },
  { screen: 'Findings', entry: 'findings', paths: ['findings'], Screen: lazyScreen(() => import('../screens/lazy/Findings')) },
  { screen: 'Cases', entry: 'case_management', paths: ['case_management'], Screen: lazyScreen(() => import('../screens/lazy/Cases')) },
  { screen: 'Enforcements', entry: 'enforcements', paths: ['enforcements'], Screen: lazyScreen(() => import('../screens/lazy/Enforcements')) },
  { screen: 'Tasks', allowed: (access) => can(access, 'Enforcements', 'View'), paths: ['tasks'], Screen: lazyScreen(() => import('../screens/lazy/Tasks')) },
  { screen: 'Campaigns', entry: 'campaigns', paths: ['campaigns', 'campaigns/:campaignId'], Screen: lazyScreen(() => import('../screens/lazy/Campaigns')) },
  { screen: 'Reports', entry: 'reports', paths: ['reports'], Screen: lazyScreen(() => import('../screens/lazy/Reports')) },
  { screen: 'Data analytics', entry: 'analytics', paths: ['analytics'], Screen: lazyScreen(() => import('../screens/lazy/DataAnalytics')) },
  { screen: 'Cloud compliance', entry: 'compliance', paths: ['cloud_asset_compliance', 'cloud_asset_compliance/:id'], Screen: lazyScreen(() => import('../screens/lazy/CloudCompliance')) },
  { screen: 'Adapters', entry: 'adapters', paths: ['adapters', 'adapters_fetch_history', 'connections', 'adapters/:module'], Screen: lazyScreen(() => import('../screens/lazy/Adapters')) },
  { screen: 'Audit', entry: 'audit', notInDataScope: true, paths: ['audit'], Screen: lazyScreen(() => import('../screens/lazy/Audit')) },
  { screen: 'Manage nodes', entry: 'instances', notInDataScope: true, paths: ['instances'], Screen: lazyScreen(() => import('../screens/lazy/ManageNodes')) },
  { screen: 'Workflow', entry: 'workflows', paths: ['workflows'], Screen: lazyScreen(() => import('../screens/lazy/Workflow')) },
  { screen: 'Access request management', entry: 'access_request_management', paths: ['access_request_management'], Screen: lazyScreen(() => import('../screens/lazy/AccessRequestManagement')) },
  { screen: 'Administration', allowed: (access) => access.isAdmin, paths: ['administration'], Screen: lazyScreen(() => import('../screens/lazy/Administration')) },
  {
    screen: 'Settings',
    // The System Settings button's rule: any of these opens the settings.
    allowed: (access) =>
      can(access, 'Settings', 'View') || can(access, 'Settings', 'DataScopeImpersonation') || can(access, 'UsersManagement', 'GetUsersAndRoles'),
    paths: ['settings', 'settings/:category'],
    Screen: lazyScreen(() => import('../screens/lazy/Settings')),
  },
  { screen: 'Account', paths: ['account'], Screen: lazyScreen(() => import('../screens/lazy/Account')) },
  {
    screen: 'Tenants management',
    allowed: (access, context) => context.internalFlags.enable_tenants_management && can(access, 'Settings', 'DataScopeImpersonation'),
    notInDataScope: true,
    paths: ['tenants_management'],
    Screen: lazyScreen(() => import('../screens/lazy/TenantsManagement')),
  },
  { screen: 'Risk score', allowed: (access) => can(access, 'Assets', 'View'), paths: ['risk_score'], Screen: lazyScreen(() => import('../screens/lazy/RiskScore')) },
  { screen: 'Role mining', allowed: (access) => can(access, 'Assets', 'View'), paths: ['role_mining'], Screen: lazyScreen(() => import('../screens/lazy/RoleMining')) },
  { screen: 'Saas management', allowed: (access) => can(access, 'Assets', 'View'), paths: ['saas_management'], Screen: lazyScreen(() => import('../screens/lazy/SaasManagement')) },
  { screen: 'Software approval list', allowed: (access) => can(access, 'Assets', 'View'), paths: ['software_approval_list'], Screen: lazyScreen(() => import('../screens/lazy/SoftwareApprovalList')) },
];
