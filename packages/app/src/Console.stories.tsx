import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '@vigil/openapi';
import { SESSION_STORAGE_KEYS } from '@vigil/features';
import {
  adaptersHandlers,
  administrationHandlers,
  adminInDataScopeFixture,
  assetsHandlers,
  approvalIdFixture,
  authScenarios,
  campaignApprovalHandlers,
  campaignsHandlers,
  constantsHandlers,
  dashboardsHandlers,
  currentUserFixture,
  customRoleUserFixture,
  homeHandlers,
  itStaffFixture,
  navigationHandlers,
  onboardingHandlers,
  pendingApprovalFixture,
  queriesHandlers,
  readOnlyOwnerFixture,
  sessionHandlers,
  shellHandlers,
  staleWindowsQuery,
  topbarHandlers,
  usedQuery,
} from '@vigil/features/mocks';
import { ToastProvider } from '@vigil/ui';
import { routes } from './routes';
import { rootReducer, rootSaga } from './store';

/** The console's routes with the app's own store and a toast region, as `main.tsx` runs them. */
function ConsoleRoutes() {
  return <ToastProvider>{useRoutes(routes)}</ToastProvider>;
}

/** A browser that signed in before: the login marker is stored and the server knows the session. */
const signedIn = () => {
  localStorage.setItem(SESSION_STORAGE_KEYS.loginMarker, '1');
  return () => {
    localStorage.clear();
  };
};

/** Every call of the signed-in shell, answered for `user`. */
const shellFor = (user: CurrentUser = currentUserFixture) => [
  ...homeHandlers().handlers,
  ...dashboardsHandlers(),
  ...campaignsHandlers(),
  constantsHandlers.success(),
  ...sessionHandlers.signedIn({ user }),
  shellHandlers.featureFlags(),
  navigationHandlers.notificationCount(3),
  navigationHandlers.dataScopeOptions(),
  ...navigationHandlers.workspaces(),
  navigationHandlers.tenants(),
  ...topbarHandlers.signedIn({ status: 'done' }),
  topbarHandlers.environment(),
  ...onboardingHandlers.all(),
];

const meta = {
  title: 'App/Console',
  component: ConsoleRoutes,
  parameters: {
    layout: 'fullscreen',
    store: { reducer: rootReducer, saga: rootSaga },
    route: { path: '/*', initialEntries: ['/'] },
    msw: shellFor(),
  },
  beforeEach: signedIn,
} satisfies Meta<typeof ConsoleRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/**
 * Every sidebar entry the user sees, visible or under More, with whether it is usable. The
 * expectations below are written by hand from the spec's rules, not computed by them.
 */
async function readSidebar(canvas: Canvas): Promise<Record<string, 'enabled' | 'disabled'>> {
  const nav = await canvas.findByRole('navigation', { name: 'Main' });
  const entries: Record<string, 'enabled' | 'disabled'> = {};
  const title = (element: Element) => element.textContent.trim();
  for (const link of within(nav).getAllByRole('link')) {
    entries[title(link)] = link.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled';
  }
  // What does not fit the window's height is under More.
  const more = within(nav).queryByRole('button', { name: 'More' });
  if (!more) return entries;
  await userEvent.click(more);
  const menu = await within(document.body).findByRole('menu', { name: 'More' });
  for (const item of within(menu).getAllByRole('menuitem')) {
    entries[title(item)] = item.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled';
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryByRole('menu', { name: 'More' })).toBeNull());
  return entries;
}

/**
 * The sidebar's entries, once the flags have loaded: they arrive after the user, and the entries
 * they show (campaigns, cloud compliance, nodes) join the list then, on a busy machine seconds later.
 */
async function sidebarEntries(canvas: Canvas): Promise<Record<string, 'enabled' | 'disabled'>> {
  let entries: Record<string, 'enabled' | 'disabled'> = {};
  await waitFor(
    async () => {
      entries = await readSidebar(canvas);
      await expect(Object.keys(entries)).toHaveLength(SHOWN.length);
    },
    { timeout: 10_000 },
  );
  return entries;
}

/** The entries every kind sees with the default flags (campaigns with identity management, cloud compliance; no workflows, no access request). */
const SHOWN = [
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
] as const;

const only = (enabled: readonly (typeof SHOWN)[number][]) =>
  Object.fromEntries(SHOWN.map((title) => [title, enabled.includes(title) ? 'enabled' : 'disabled']));

async function expectTopBar(canvas: Canvas, expected: { discover: boolean; gettingStarted: boolean; settings: boolean; tenants: boolean; notifications: boolean }) {
  const bar = await canvas.findByRole('banner', { name: 'Top bar' });
  const discover = await within(bar).findByRole('button', { name: 'Discover Now' });
  await waitFor(() => (expected.discover ? expect(discover).toBeEnabled() : expect(discover).toBeDisabled()));
  const settings = within(bar).getByRole('button', { name: 'System Settings' });
  await (expected.settings ? expect(settings).toBeEnabled() : expect(settings).toBeDisabled());
  await expect(within(bar).queryByRole('button', { name: 'Getting Started' }) !== null).toBe(expected.gettingStarted);
  await expect(within(bar).queryByRole('button', { name: 'Tenants' }) !== null).toBe(expected.tenants);
  await expect(within(bar).getByRole('button', { name: 'Help' })).toBeEnabled();
  // The bell shows with Notifications/View outside a data scope, its name carrying the unread count.
  await expect(within(bar).queryByRole('button', { name: /^Notifications/ }) !== null).toBe(expected.notifications);
}

/** An admin sees every entry usable, Discover Now, Getting Started and System Settings. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeVisible();
    await expect(await sidebarEntries(canvas)).toEqual(only(SHOWN));
    await expect(await canvas.findByRole('button', { name: 'Notifications (3 unread)' })).toBeVisible();
    await expectTopBar(canvas, { discover: true, gettingStarted: true, settings: true, tenants: false, notifications: true });
    await expect(within(await canvas.findByRole('contentinfo')).getByText('Production')).toBeVisible();
    // The baseline shows the home's content, which loads after the frame: on a busy machine the
    // screenshot could otherwise settle on its loading placeholders.
    for (const text of ['1,284', 'Nothing recent yet', '1,314']) await expect(await canvas.findByText(text, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A read-only owner views everything, may run discovery, and is marked (RO) in the user menu. */
export const ReadOnlyOwner: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: shellFor(readOnlyOwnerFixture) },
  play: async ({ canvas }) => {
    await expect(await sidebarEntries(canvas)).toEqual(only(SHOWN));
    await expectTopBar(canvas, { discover: true, gettingStarted: false, settings: true, tenants: false, notifications: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Taylor Reed (RO)' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByText('Taylor Reed (RO)')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

/** IT staff: their operations, but no Graph, Findings, cases, audit or nodes, no discovery, no settings. */
export const ItStaff: Story = {
  parameters: { msw: shellFor(itStaffFixture) },
  play: async ({ canvas }) => {
    await expect(await sidebarEntries(canvas)).toEqual(
      only(['Home', 'Dashboard', 'Assets', 'Queries', 'Enforcement Center', 'Campaigns', 'Reports', 'Data Analytics', 'Cloud Compliance', 'Adapters']),
    );
    await expectTopBar(canvas, { discover: false, gettingStarted: false, settings: false, tenants: false, notifications: true });
  },
};

/** A custom role with Dashboard View and Reports View only, its fields restricted: Reports needs Private, Analytics is off. */
export const CustomRole: Story = {
  parameters: { msw: shellFor(customRoleUserFixture) },
  play: async ({ canvas }) => {
    await expect(await sidebarEntries(canvas)).toEqual(only(['Home', 'Dashboard', 'Cloud Compliance']));
    await expectTopBar(canvas, { discover: false, gettingStarted: false, settings: false, tenants: false, notifications: false });
  },
};

/** An area the user's role does not open says so instead of showing the page. */
export const NoPermissionPage: Story = {
  parameters: { msw: shellFor(customRoleUserFixture), route: { path: '/*', initialEntries: ['/adapters'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'You do not have permission to view this page' })).toBeVisible();
  },
};

/** A built area loads its screen lazily: the placeholder of a screen not built yet. */
export const PlaceholderArea: Story = {
  parameters: { route: { path: '/*', initialEntries: ['/enforcements'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enforcement Center' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'This area is not built yet' })).toBeVisible();
  },
};

/** The Queries area: its lazy screen injects the queries features and lists the saved queries; a query opens in the editor. */
export const QueriesArea: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [...queriesHandlers(), ...shellFor()], route: { path: '/*', initialEntries: ['/queries'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Queries' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: usedQuery.name }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: usedQuery.name })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Queries' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The Campaigns area: its lazy screen injects the campaigns features and lists the campaigns; New campaign opens the creation screen. */
export const CampaignsArea: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [...queriesHandlers(), ...shellFor()], route: { path: '/*', initialEntries: ['/campaigns'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaigns' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'New campaign' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New campaign' })).toBeVisible();
  },
};

/** A query the server does not show within the connected data scope (404): the console's notice for such pages. */
export const QueryNotInDataScope: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: [...queriesHandlers({ hidden: [staleWindowsQuery.id] }), ...shellFor(adminInDataScopeFixture)],
    route: { path: '/*', initialEntries: [`/queries/${staleWindowsQuery.id}`] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This page is not available within this Data Scope' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
  },
};

/** The Assets area: its lazy screen injects the assets features; /assets opens the first asset type, and a row opens its asset. */
export const AssetsArea: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [...assetsHandlers(), ...queriesHandlers(), ...shellFor()], route: { path: '/*', initialEntries: ['/assets'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Devices' }, { timeout: 5000 })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Devices list' });
    await userEvent.click(await within(grid).findByRole('rowheader', { name: 'SRV-IT-0001' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'SRV-IT-0001' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Fields' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** An asset the server does not show within the connected data scope (404): the console's notice for such pages. */
export const AssetNotInDataScope: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: [...assetsHandlers({ hidden: ['devices-1'] }), ...queriesHandlers(), ...shellFor(adminInDataScopeFixture)],
    route: { path: '/*', initialEntries: ['/asset-investigation/devices/devices-1'] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This page is not available within this Data Scope' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  },
};

/** Inside a data scope, areas that look across scopes are not available, and the banner tells the scope. */
export const NotInDataScope: Story = {
  parameters: { msw: shellFor(adminInDataScopeFixture), route: { path: '/*', initialEntries: ['/audit'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'This page is not available within this Data Scope' })).toBeVisible();
    await expect(await canvas.findByText(/Connected as Data Scope:/)).toBeVisible();
  },
};

/** /administration hides the banner overlay. */
export const AdministrationHidesBanners: Story = {
  parameters: { msw: [administrationHandlers.overview(), ...shellFor(adminInDataScopeFixture)], route: { path: '/*', initialEntries: ['/administration'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Nodes' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(/Connected as Data Scope:/)).toBeNull();
  },
};

/** Tab first reaches the skip link, which moves focus to the main content. */
export const SkipToMainContent: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** With nothing focused (a page just loaded), the page keys scroll the console's column, which scrolls on its own beside the sidebar. */
export const PageKeysScroll: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // The page as it will stay: the home's dashboard (its grid) is in.
    await canvas.findByRole('group', { name: /Managed devices/ }, { timeout: 10_000 });
    const main = canvas.getByRole('main');
    // A page taller than the view.
    const tall = canvasElement.ownerDocument.createElement('div');
    tall.style.height = '3000px';
    main.append(tall);
    const column = main.parentElement;
    if (!column) throw new Error('no column');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(column.scrollTop).toBeGreaterThan(column.clientHeight / 2));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(column.scrollTop).toBe(column.scrollHeight - column.clientHeight));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(column.scrollTop).toBe(0));
    tall.remove();
  },
};

export const NotFound: Story = {
  tags: ['no-screenshot'],
  parameters: { route: { path: '/*', initialEntries: ['/no/such/page'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

/** The approval link of a campaign opens its page without a login. */
export const CampaignApprovalLink: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: {
    route: { path: '/*', initialEntries: [`/?campaign_approval_id=${approvalIdFixture}`] },
    msw: [...campaignApprovalHandlers(), ...authScenarios.success(), ...shellFor()],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: pendingApprovalFixture.name }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /user name/i })).toBeNull();
  },
};

/** An approval link whose lookup fails goes to /, where the sign-in screen shows. */
export const CampaignApprovalLinkFails: Story = {
  tags: ['no-screenshot'],
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: {
    route: { path: '/*', initialEntries: ['/?campaign_approval_id=c0ffee'] },
    msw: [...campaignApprovalHandlers(), ...authScenarios.success(), ...shellFor()],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /user name/i }, { timeout: 5000 })).toBeVisible();
  },
};

/** Without a stored sign-in the console is the login screen. */
export const SignedOut: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: { msw: [...authScenarios.success(), ...shellFor()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /user name/i })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login'));
  },
};

/** Signing in on the login screen starts the session and shows the console; Logout in the user menu ends it. */
export const SignInAndOut: Story = {
  tags: ['no-screenshot'],
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: { msw: [...authScenarios.success(), ...shellFor()] },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /user name/i }), 'admin');
    await userEvent.type(canvas.getByLabelText(/password/i, { selector: 'input' }), 'Str0ng&long!');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBe('1');

    await userEvent.click(await canvas.findByRole('button', { name: `${currentUserFixture.first_name} ${currentUserFixture.last_name}` }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Logout' }));
    await expect(await canvas.findByRole('textbox', { name: /user name/i })).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBeNull();
  },
};

/** The Adapters area: the catalogue, an adapter's page at adapters/<module>, the connections and the fetch history. */
export const AdaptersArea: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [...adaptersHandlers(), ...shellFor()], route: { path: '/*', initialEntries: ['/adapters'] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'LDAP directory' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'LDAP directory' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('row', { name: /New forest/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'All adapters' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Adapters' })).toBeVisible();
  },
};
