/** The navigation's texts: the spec's letter for letter, the rest designed (marked). */
export const NAVIGATION_MESSAGES = {
  // Spec 000 section 2 (User popover) and section 8.
  userSettings: 'User Settings',
  connectAs: 'Connect As',
  logout: 'Logout',
  noDataScopes: 'No Data Scopes available',
  readOnlyMarker: '(RO)',

  // Designed: accessible names and states the spec does not show.
  userMenu: 'User menu',
  loadingScopes: 'Loading Data Scopes…',
  scopesFailed: 'Could not load the Data Scopes',
  workspaces: 'Workspaces',
  loadingWorkspaces: 'Loading workspaces…',
  workspacesFailed: 'Could not load the workspaces',
  currentWorkspace: 'current',

  // Designed: the confirmation of Connect As (spec: "connecting to a data scope asks for confirmation").
  connectTitle: 'Connect as Data Scope',
  connectBody: (name: string) =>
    `You are about to connect as the Data Scope "${name}". You will see only the data of this scope until you disconnect.`,
  connectConfirm: 'Connect',

  // Designed: a failed switch whose reply carries no message.
  switchFailed: 'The switch failed. Please try again.',

  // Designed: the Tenants Management page.
  tenantsTitle: 'Tenants Management',
  tenantsIntro: 'Connect as a tenant to work in its data. The banner at the top tells you which tenant you are connected as.',
  tenantsLoading: 'Loading tenants…',
  tenantsEmptyTitle: 'No tenants',
  tenantsEmptyBody: 'There are no tenants to connect as.',
  tenantsErrorTitle: 'Could not load the tenants',
  tenantsRetry: 'Try again',
  tenantConnect: 'Connect',
  tenantConnectLabel: (name: string) => `Connect as ${name}`,
} as const;
