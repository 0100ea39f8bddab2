import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildFeatureFlags, buildInternalFeatureFlags, buildSessionConfig } from '@vigil/openapi/mocks';
import {
  adminInDataScopeFixture,
  adminInSocWorkspaceFixture,
  customRoleUserFixture,
  itStaffFixture,
  readOnlyOwnerFixture,
} from '../../fixtures/navigation';
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '../../navigation.constants';
import {
  SHORT_HEIGHT_PX,
  TINY_HEIGHT_PX,
  countShown,
  fillsTheSidebar,
  disabledEntries,
  entryNames,
  onPage,
  previewReady,
  previewStory,
  settled,
  shownEntryNames,
  sidebarNav,
  spokenText,
} from '../storyHelpers';
import { NavigationSidebar } from './NavigationSidebar';

const meta = {
  title: 'Features/Navigation/NavigationSidebar',
  component: NavigationSidebar,
} satisfies Meta<typeof NavigationSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's entries in its order, as shown with every flag of the fixtures and workspaces off. */
const SPEC_ORDER = [
  'Home',
  'Dashboard',
  'Assets',
  'Graph',
  'Queries',
  'Findings Center',
  'Case Management',
  'Enforcement Center',
  'Campaigns',
  'Reports',
  'Data Analytics',
  'Cloud Compliance',
  'Adapters',
  'Activity Logs',
  'Manage Nodes',
];

const workspacesOff = buildInternalFeatureFlags({ enable_workspaces: false });

const admin = previewStory({ internalFlags: workspacesOff });
/** An admin: every entry the flags show, all enabled, the Dashboard current, the notification count counted. */
export const Admin: Story = {
  ...admin.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
    await expect(await disabledEntries(canvasElement)).toEqual([]);
    const nav = within(sidebarNav(canvasElement));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('link', { name: 'Vigil' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Workspaces' })).not.toBeInTheDocument();
  },
};

const readOnly = previewStory({ user: readOnlyOwnerFixture, internalFlags: workspacesOff });
/** A read-only owner views everything: every entry enabled, the user marked (RO). */
export const ReadOnlyOwner: Story = {
  ...readOnly.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
    await expect(await disabledEntries(canvasElement)).toEqual([]);
    await expect(within(canvasElement).getByRole('button', { name: 'Taylor Reed (RO)' })).toBeVisible();
  },
};

const it = previewStory({ user: itStaffFixture, internalFlags: workspacesOff });
/** IT staff: entries without View on their category stay visible but disabled. */
export const ItStaff: Story = {
  ...it.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
    // The count is counted with Notifications View, even where Findings View is missing.
    await expect(await disabledEntries(canvasElement)).toEqual(['Graph', 'Findings Center', 'Case Management', 'Activity Logs', 'Manage Nodes']);
    const graph = within(sidebarNav(canvasElement)).getByRole('link', { name: 'Graph' });
    await userEvent.click(graph);
    await waitFor(() => expect(within(canvasElement).getByTestId('page')).toHaveTextContent('/dashboard'));
  },
};

const custom = previewStory({ user: customRoleUserFixture, internalFlags: workspacesOff });
/**
 * A custom role with only Dashboard View and Reports View (no Private), its fields restricted:
 * Reports needs Private, Data Analytics is off with restricted fields, and no count without
 * Notifications View.
 */
export const CustomRole: Story = {
  ...custom.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '—');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
    await expect(await disabledEntries(canvasElement)).toEqual([
      'Assets',
      'Graph',
      'Queries',
      'Findings Center',
      'Case Management',
      'Enforcement Center',
      'Campaigns',
      'Reports',
      'Data Analytics',
      'Adapters',
      'Activity Logs',
      'Manage Nodes',
    ]);
    await expect(custom.kit.log).not.toContain('GET /notifications/count');
  },
};

const noDashboard = previewStory({
  user: { ...customRoleUserFixture, permissions: { Reports: ['View', 'Private'] } },
  internalFlags: workspacesOff,
});
/** Without Dashboard View the logo is not a link. */
export const LogoInertWithoutDashboardView: Story = {
  ...noDashboard.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Vigil' })).toBeVisible());
    await expect(within(canvasElement).queryByRole('link', { name: 'Vigil' })).not.toBeInTheDocument();
    await expect(await disabledEntries(canvasElement)).toContain('Dashboard');
  },
};

const flagsOff = previewStory({
  featureFlags: buildFeatureFlags({ cloud_compliance: { enabled: false } }),
  internalFlags: buildInternalFeatureFlags({ enable_workspaces: false, enable_campaigns: false }),
});
/** Campaigns, Cloud Compliance, Workflows and Access Request off; no workspace switcher. */
export const FlagsOff: Story = {
  ...flagsOff.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER.filter((name) => name !== 'Campaigns' && name !== 'Cloud Compliance'));
  },
};

const flagsOn = previewStory({
  internalFlags: buildInternalFeatureFlags({
    enable_workspaces: false,
    enable_ec_chain_of_events: true,
    enable_access_request_management: true,
  }),
});
/** With identity management on: Campaigns, Workflows and Access Request show with their flags. */
export const FlagsOn: Story = {
  ...flagsOn.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual([...SPEC_ORDER, 'Workflows', 'Access Request']);
  },
};

const noIdentityManagement = previewStory({
  config: buildSessionConfig({ installation: { identity_management: false } }),
  internalFlags: buildInternalFeatureFlags({ enable_workspaces: false, enable_access_request_management: true }),
});
/** Campaigns and Access Request need identity management besides their flags. */
export const WithoutIdentityManagement: Story = {
  ...noIdentityManagement.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER.filter((name) => name !== 'Campaigns'));
  },
};

const hosted = previewStory({ config: buildSessionConfig({ installation: { hosted: true } }), internalFlags: workspacesOff });
/** A hosted install hides Manage Nodes. */
export const HostedHidesManageNodes: Story = {
  ...hosted.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER.filter((name) => name !== 'Manage Nodes'));
  },
};

const kubernetes = previewStory({ config: buildSessionConfig({ installation: { kubernetes: true } }), internalFlags: workspacesOff });
/** A Kubernetes install hides Manage Nodes. */
export const KubernetesHidesManageNodes: Story = {
  ...kubernetes.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER.filter((name) => name !== 'Manage Nodes'));
  },
};

const bookmarks = previewStory({ user: adminInSocWorkspaceFixture });
/** With workspaces on, the SOC Team workspace's bookmarks come first, in bookmark order. */
export const WorkspaceBookmarks: Story = {
  ...bookmarks.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    await expect((await entryNames(canvasElement)).slice(0, 5)).toEqual(['Findings Center', 'Case Management', 'Enforcement Center', 'Home', 'Dashboard']);
    await expect(within(canvasElement).getByRole('button', { name: 'Workspaces' })).toBeVisible();
  },
};

const inScope = previewStory({ user: adminInDataScopeFixture, internalFlags: workspacesOff });
/** Inside a data scope the notification count is neither fetched nor shown. */
export const BadgeHiddenInDataScope: Story = {
  ...inScope.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '—');
    await expect(await entryNames(canvasElement)).toContain('Findings Center');
    await expect(inScope.kit.log).not.toContain('GET /notifications/count');
  },
};

const collapsed = previewStory({ collapsed: true, internalFlags: workspacesOff });
/** Collapsed from the last visit: icons only; expanding and collapsing again is remembered. */
export const Collapsed: Story = {
  ...collapsed.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    const expand = await canvas.findByRole('button', { name: 'Expand sidebar' });
    await countShown(canvasElement, '12');
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
    await userEvent.click(expand);
    await expect(collapsed.kit.storage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('false');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(collapsed.kit.storage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe('true');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    // Leave the pointer away from the entries, so no tooltip shows in the screenshot.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Expand sidebar' }));
  },
};

const overflowing = previewStory({ heightPx: SHORT_HEIGHT_PX, internalFlags: workspacesOff });
/** A short window: the entries that fit the measured height show, the rest are under More, which navigates too. */
export const Overflowing: Story = {
  ...overflowing.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await countShown(canvasElement, '12');
    const shown = await fillsTheSidebar(canvasElement);
    await expect(shown).toBe(10);
    await expect(shownEntryNames(canvasElement)).toEqual(SPEC_ORDER.slice(0, shown));
    await userEvent.click(within(sidebarNav(canvasElement)).getByRole('button', { name: 'More' }));
    const more = await onPage(canvasElement).findByRole('menu', { name: 'More' });
    await expect(within(more).getAllByRole('menuitem').map(spokenText)).toEqual(SPEC_ORDER.slice(shown));
    await userEvent.click(within(more).getByRole('menuitem', { name: 'Adapters' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('page')).toHaveTextContent('/adapters'));
    await settled(canvasElement);
    // The current page is under More: the menu still offers it.
    await userEvent.click(within(sidebarNav(canvasElement)).getByRole('button', { name: 'More' }));
    const again = await onPage(canvasElement).findByRole('menu', { name: 'More' });
    await expect(within(again).getByRole('menuitem', { name: 'Adapters' })).toBeVisible();
    await settled(canvasElement);
  },
};

const tiny = previewStory({ heightPx: TINY_HEIGHT_PX, internalFlags: workspacesOff });
/** A very short window: fewer entries fit, and they still fill the sidebar down to More. */
export const FitsAVeryShortWindow: Story = {
  ...tiny.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const shown = await fillsTheSidebar(canvasElement);
    await expect(shown).toBe(6);
    await expect(shownEntryNames(canvasElement)).toEqual(SPEC_ORDER.slice(0, shown));
    await expect(await entryNames(canvasElement)).toEqual(SPEC_ORDER);
  },
};

const roomy = previewStory({ internalFlags: workspacesOff });
/** The usual window: every entry fits, so there is no More. */
export const EveryEntryFits: Story = {
  ...roomy.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    await expect(await fillsTheSidebar(canvasElement)).toBe(SPEC_ORDER.length);
    await expect(within(sidebarNav(canvasElement)).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  },
};

const navigates = previewStory({ at: '/assets/devices', internalFlags: workspacesOff });
/** An entry's sub-pages mark it current; entries navigate, the logo to the landing page; Home is current only at /. */
export const NavigatesAndMarksCurrent: Story = {
  ...navigates.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    const nav = within(sidebarNav(canvasElement));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page'));
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    // The logo goes to the landing page.
    await userEvent.click(canvas.getByRole('link', { name: 'Vigil' }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/dashboard'));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    await userEvent.unhover(canvas.getByRole('link', { name: 'Vigil' }));
  },
};

