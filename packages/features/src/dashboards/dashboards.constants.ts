import type { BulkPermissionChange } from '@vigil/openapi';

/** The spaces are fetched again this often (spec 4 and 9: 'Space refetch: 60000 ms'). */
export const SPACES_REFETCH_MS = 60_000;
/** Saved queries a dashboard dialog offers (the wizard's, the import's, the sharing's): one large page. */
export const DIALOG_QUERIES_SIZE = 500;
/** Spaces listed per page in the management list (spec 9: default page size 20 for dashboard). */
export const SPACES_PAGE_SIZE = 20;
/** The management list's default sort (spec 9: 'Default dashboard sort: name'). */
export const DEFAULT_SPACES_SORT = 'name';
/** The search box waits this long after the last keystroke (designed: the spec gives no value). */
export const SPACES_SEARCH_DEBOUNCE_MS = 300;
/** The visible spaces fetched for the home and the refetch, in the caller's order (designed; the contract allows up to 2000). */
export const ALL_SPACES_SIZE = 500;
/** Row height of the dashboard grid in px (designed). */
export const DASHBOARD_ROW_HEIGHT_PX = 40;
/** A chart's drawing starts this far before it scrolls into view (designed), so it is there when it arrives. */
export const CHART_RENDER_MARGIN_PX = 200;

/** The bulk permission change choices (spec 3). */
export const BULK_PERMISSION_CHANGES: readonly BulkPermissionChange[] = ['NONE', 'NON_SHARED_TO_SHARED', 'PRIVATE_TO_PUBLIC'];

/** The address part of a new dashboard (`/dashboard/new?template=<id>`, where onboarding's template chooser leads). */
export const NEW_SPACE_ID = 'new';

/** The address part of a chart that opens the chart wizard for a new chart (spec 2: 'the id may be new'). */
export const NEW_CHART_ID = 'new';

/** The addresses of the Dashboards area (spec 2: Dashboard at /, dashboard and chart ids, a folder id shape). */
export const DASHBOARD_PATHS = {
  /** The console's home: the caller's first favourite dashboard. */
  home: '/',
  /** The management list of dashboards. */
  list: '/dashboard',
  folder: (folderId: string) => `/dashboard/folder/${encodeURIComponent(folderId)}`,
  space: (spaceId: string) => `/dashboard/${encodeURIComponent(spaceId)}`,
  chart: (spaceId: string, chartId: string) => `/dashboard/${encodeURIComponent(spaceId)}/${encodeURIComponent(chartId)}`,
  /** A new dashboard, from a template when one is named (onboarding's `newDashboardPath` gives the same address). */
  newSpace: (templateId?: string) => `/dashboard/${NEW_SPACE_ID}${templateId ? `?template=${encodeURIComponent(templateId)}` : ''}`,
  /** The chart wizard for a new chart of the space. */
  newChart: (spaceId: string) => `/dashboard/${encodeURIComponent(spaceId)}/${NEW_CHART_ID}`,
} as const;

/** The entity a dashboard filter is written over: only the fields every asset has (the server's `any`). */
export const SPACE_FILTER_ENTITY = 'any';

/** A folder's name or path has at most this many characters (the server's rule for `folder_id`). */
export const SPACE_FOLDER_MAX_LENGTH = 200;

/** Space types whose charts nobody changes (spec 3: calculations are read-only). */
const READ_ONLY_SPACE_TYPES: ReadonlySet<string> = new Set(['calculations']);

/** Whether the caller may change a space's charts: not a read-only type, and the server did not say no (`can_edit`). */
export const isSpaceEditable = (space: { type: string; can_edit?: boolean }): boolean =>
  space.can_edit !== false && !READ_ONLY_SPACE_TYPES.has(space.type);
