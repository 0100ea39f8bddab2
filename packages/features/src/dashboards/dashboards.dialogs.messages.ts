import { DASHBOARDS_MESSAGES as SHARED } from './dashboards.messages';

/**
 * Texts of the dashboard dialogs: sharing, template chooser, import, space name, move chart,
 * dashboard filter. The spec's sentences (sections 4 and 5 of 001) and the texts the page shares
 * are DASHBOARDS_MESSAGES' (one place), named here for the dialogs; the other texts are designed.
 */
export const DASHBOARD_DIALOGS_MESSAGES = {
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
  retry: 'Retry',

  // ---- sharing (spec 001 sections 3, 4, 5) ----
  sharingTitle: (name: string) => `Share ${name}`,
  save: 'Save',
  accessLabel: 'Access',
  accessPrivate: 'Private',
  accessPrivateHint: 'Only you can open this dashboard.',
  accessCustom: 'Custom',
  accessCustomHint: 'The roles below can open it as viewers or edit it as editors.',
  accessPublic: 'Public',
  accessPublicHint: 'Every role can open it; the roles below set who may edit it.',
  rolesLabel: 'Roles',
  rolesHint: 'Each role is a viewer or an editor of the dashboard.',
  roleLabel: 'Role',
  roleAccessLabel: (role: string) => `Access of ${role}`,
  roleChoice: (row: number) => `Role ${row}`,
  viewer: 'Viewer',
  editor: 'Editor',
  addRole: 'Add role',
  removeRole: (role: string) => `Remove ${role}`,
  noRoles: 'No role is added yet.',
  dataScopesLabel: 'Data scopes',
  allDataScopes: 'All data scopes',
  specificDataScopes: 'Specific data scopes',
  chooseDataScopes: 'Choose the data scopes',
  allDataScopesNotAllowed: 'Sharing with all data scopes needs extra role permissions that your role does not have.',
  /** Section 5 (kept with the other spec sentences in DASHBOARDS_MESSAGES). */
  noViewerOrEditor: SHARED.mustRemainShared,
  /** Section 5, letter for letter. */
  privateAllDataScopes: SHARED.privateAllDataScopes,
  /** Section 5, letter for letter. */
  noDataScope: SHARED.atLeastOneDataScope,
  queriesNotSharedTitle: 'Some queries of this dashboard are not shared with all data scopes',
  queriesNotShared: 'Sharing to all data scopes requires that the underlying queries are shared with all data scopes:',
  queriesPrivateTitle: 'Some queries of this dashboard are private',
  queriesPrivate: 'Making the dashboard public requires that these private queries are opened to other roles:',
  shareQueries: 'Share these queries with all data scopes',
  openQueries: 'Make these queries public',
  openAndShareQueries: 'Make the private queries public and share the others with all data scopes',
  queriesChangeRequired: 'Accept the change of these queries to save this sharing.',
  requestFromAdministrator: 'You do not have permission to change the access level of these queries. Request it from the administrator.',
  saveFailed: 'The sharing could not be saved.',

  // ---- template chooser (spec 000: 723 by 335) ----
  templatesTitle: 'Choose a dashboard template',
  templateReplaces: (charts: number) => (charts === 1 ? 'Applying replaces the chart of this dashboard.' : `Applying replaces the ${String(charts)} charts of this dashboard.`),
  groupAll: 'All',
  groupUseCases: 'Use cases',
  groupRecommended: 'Recommended',
  groupsLabel: 'Template groups',
  typeLabel: 'Type',
  typeAny: 'All types',
  typeSaas: 'SaaS',
  typeCam: 'CAM',
  templatesOf: (group: string) => `${group} templates`,
  chartCount: (count: number) => (count === 1 ? '1 chart' : `${count} charts`),
  templatesLoading: 'Loading templates',
  templatesFailed: 'The templates could not be loaded.',
  noTemplates: 'No template in this group.',
  apply: 'Apply',
  chooseTemplate: 'Choose a template to apply.',

  // ---- import ----
  importTitle: 'Import dashboards',
  chooseFile: 'Choose a file',
  chooseAnotherFile: 'Choose another file',
  chooseFileHint: 'A dashboard export: a .json file, or a .zip exported as a template (at most 2 MiB).',
  noFileChosen: 'No file chosen',
  fileChosen: (name: string) => `File: ${name}`,
  fileTooLarge: (name: string) => `${name} is larger than 2 MiB and cannot be imported.`,
  fileUnreadable: (name: string) => `${name} could not be read.`,
  reading: 'Reading the file',
  mapIntro: 'Choose which existing query stands for each query the dashboards need. A query left to be created is made from the file, as your private query.',
  dashboardsInFile: 'Dashboards in the file',
  importAs: 'Import',
  importAsNew: 'As a new dashboard',
  importInto: (name: string) => `Into "${name}"`,
  importIntoHint: 'Its charts are replaced by the file\'s; its name and sharing stay.',
  dashboardCharts: (name: string, charts: number) => `${name} (${charts === 1 ? '1 chart' : `${charts} charts`})`,
  queriesNeeded: 'Queries the charts use',
  queryFor: (name: string, entity: string) => `${name} (${entity})`,
  createFromFile: 'Create from the file',
  noQueriesNeeded: 'The charts use no saved query.',
  import: 'Import',
  importDone: 'The dashboards were imported.',

  // ---- space name ----
  createTitle: SHARED.newDashboard,
  renameTitle: 'Rename dashboard',
  duplicateTitle: 'Duplicate dashboard',
  nameLabel: 'Name',
  nameRequired: 'Enter a name',
  nameTooLong: (max: number) => `The name can have at most ${max} characters`,
  create: 'Create',
  rename: 'Rename',
  duplicate: 'Duplicate',
  copyOf: SHARED.copyName,

  // ---- move chart ----
  moveTitle: (chart: string) => `Move ${chart}`,
  destinationLabel: 'Destination dashboard',
  chooseDestination: 'Choose a dashboard',
  noOtherSpaces: 'There is no other dashboard to move this chart to.',
  move: 'Move',

  // ---- dashboard filter (spec 001 section 5, chart filter) ----
  filterTitle: 'Dashboard filter',
  /** Section 5, letter for letter (the spec's spelling 'affect'). */
  filterWarning: SHARED.filterWarning,
  /** Section 5, letter for letter. */
  filterForbidden: SHARED.filterForbidden,
  noFilter: 'No filter is set: every chart shows all its assets.',
  clearFilter: 'Clear filter',
  filterEmpty: 'Add at least one condition, or clear the filter.',
  /** No filter set yet: there is none to clear. */
  filterEmptyNew: 'Add at least one condition.',
  filterInvalid: 'Fix the problems shown in the filter first.',
  filterSaveFailed: 'The filter could not be saved.',
} as const;
