/** The top bar's texts; quoted ones are the spec's, letter for letter. */
export const TOPBAR_MESSAGES = {
  topBar: 'Top bar',
  workspace: 'Workspace',

  // Discovery control (spec 001 section 4).
  discoverNow: 'Discover Now',
  initiating: 'Initiating...',
  stopDiscovery: 'Stop Discovery',
  stopping: 'Stopping...',
  // The confirmation's texts are not shown by the spec: designed.
  startTitle: 'Start Discovery',
  startBody: 'Discovery fetches the latest data from every connected adapter and can take a while. Start a discovery run now?',
  startConfirm: 'Discover Now',
  stopTitle: 'Stop Discovery',
  stopBody: 'The running discovery ends before it completes. Stop it now?',
  stopConfirm: 'Stop Discovery',
  cancel: 'Cancel',

  // Search (spec 001 section 2).
  search: 'Search',
  searchPlaceholder: 'Search assets',
  startSearching: 'Start searching',
  // The spec gives the hint's gist, not its words: designed.
  startSearchingHint: 'Find assets by typing an Asset Name, IP Address, Email Address and similar.',

  gettingStarted: 'Getting Started',

  // Help menu (spec 001 section 2).
  help: 'Help',
  documentation: 'Documentation',
  privacyPolicy: 'Privacy Policy',
  supportCenter: 'Support Center',
  leaveTitle: 'Navigate Outside the product',
  leaveContinue: 'Continue',
  /** The body of the leave confirmation (designed): where the link goes. */
  leaveBody: (label: string) => `${label} opens in a new browser tab, outside the product.`,

  notifications: 'Notifications',
  /** The bell's accessible name with unread notifications (designed). */
  notificationsUnread: (count: number) => `Notifications (${String(count)} unread)`,
  tenants: 'Tenants',
  systemSettings: 'System Settings',

  footer: 'Environment',
} as const;
