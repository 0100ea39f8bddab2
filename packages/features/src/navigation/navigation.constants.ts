/** How often the notification count is refreshed while signed in (designed: the spec gives no interval). */
export const NOTIFICATION_COUNT_POLL_MS = 60_000;

/** Hover time before a data scope's tooltip shows in the Connect As menu (spec: 0.75 s). */
export const SCOPE_TOOLTIP_DELAY_MS = 750;

/** Where the sidebar's collapsed state is kept between visits (designed). */
export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'vigil.sidebarCollapsed';

/** Workspaces asked for in one go: every workspace a user has fits (designed; the list is not paged in the switcher). */
export const WORKSPACES_PAGE_SIZE = 200;

/** Where the console goes after switching to the global workspace, and after the others. */
export const GLOBAL_WORKSPACE_PATH = '/dashboard';
export const WORKSPACE_PATH = '/';

/** Where the console goes after an identity switch (impersonation, Connect As, tenant) and its end. */
export const IDENTITY_SWITCH_PATH = '/';

/** Where the logo goes: the landing page (inert without Dashboard/View, spec 000 section 6). */
export const LOGO_PATH = '/';

/** What the Connect As login tells the activity log (spec: login origin 'User login profile'). */
export const CONNECT_AS_ORIGIN = 'User login profile';
