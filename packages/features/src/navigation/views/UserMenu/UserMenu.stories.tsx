import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GLOBAL_DATA_SCOPE_ID, buildDataScopeOptions, buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { sessionConfigFixture } from '../../../session/fixtures/session';
import { itStaffFixture, readOnlyOwnerFixture } from '../../fixtures/navigation';
import { navigationHandlers } from '../../mocks/navigation.handlers';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { onPage, previewReady, previewStory, settled } from '../storyHelpers';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Features/Navigation/UserMenu',
  component: UserMenu,
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const internalFlags = buildInternalFeatureFlags({ enable_workspaces: false });

/** Opens the user menu from its trigger (named after the user, which names the menu too) and returns it. */
async function openUserMenu(canvasElement: HTMLElement, name: string) {
  await previewReady(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return onPage(canvasElement).findByRole('menu', { name });
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

const admin = previewStory({ internalFlags });
/** An admin: name and e-mail, then User Settings, Connect As and Logout. */
export const Admin: Story = {
  ...admin.story,
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await expect(within(menu).getByText('Alex Morgan')).toBeVisible();
    await expect(within(menu).getByText('admin@example.com')).toBeVisible();
    await expect(itemNames(menu)).toEqual([M.userSettings, M.connectAs, M.logout]);
    await settled(canvasElement);
  },
};

const readOnly = previewStory({ user: readOnlyOwnerFixture, internalFlags });
/** A read-only owner is marked (RO); without the DataScopeImpersonation permission there is no Connect As. */
export const ReadOnlyOwner: Story = {
  ...readOnly.story,
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Taylor Reed (RO)');
    await expect(within(menu).getByText('Taylor Reed (RO)')).toBeVisible();
    await expect(within(menu).getByText('taylor.reed@example.com')).toBeVisible();
    await expect(itemNames(menu)).toEqual([M.userSettings, M.logout]);
    await settled(canvasElement);
  },
};

const it = previewStory({ user: itStaffFixture, internalFlags });
/** Without Settings/DataScopeImpersonation: no Connect As, and the scopes are not fetched. */
export const NoConnectAsPermission: Story = {
  ...it.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Jordan Lee');
    await expect(itemNames(menu)).toEqual([M.userSettings, M.logout]);
    await expect(it.kit.log).not.toContain('GET /data_scope_impersonation_options');
    await settled(canvasElement);
  },
};

const connectAsOff = previewStory({
  internalFlags,
  config: { ...sessionConfigFixture, global: { ...sessionConfigFixture.global, allow_connect_as: false } },
});
/** The data scope settings turned Connect As off: the permission alone no longer offers it. */
export const ConnectAsTurnedOff: Story = {
  ...connectAsOff.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await expect(itemNames(menu)).toEqual([M.userSettings, M.logout]);
    await expect(connectAsOff.kit.log).not.toContain('GET /data_scope_impersonation_options');
    await settled(canvasElement);
  },
};

const connectAs = previewStory({ internalFlags });
/** From the keyboard: the scopes are fetched when the menu opens, and Connect As opens them with the arrow right. */
export const ConnectAsList: Story = {
  ...connectAs.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Alex Morgan' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await onPage(canvasElement).findByRole('menu', { name: 'Alex Morgan' });
    // Opening the menu asks for the scopes once; the mock records the call when it answers, a moment later.
    await waitFor(() => expect(connectAs.kit.log.filter((call) => call === 'GET /data_scope_impersonation_options')).toHaveLength(1));
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: M.userSettings })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: M.connectAs })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const scopes = await onPage(canvasElement).findByRole('menu', { name: M.connectAs });
    await waitFor(() => expect(itemNames(scopes)).toEqual(['EMEA Offices', 'North America Servers']));
    await waitFor(() => expect(within(scopes).getByRole('menuitem', { name: 'EMEA Offices' })).toHaveFocus());
    await settled(canvasElement);
  },
};

const emptyList = previewStory({
  internalFlags,
  extra: (kit) => [navigationHandlers.dataScopeOptions({ scopes: [], main_scope: { uuid: GLOBAL_DATA_SCOPE_ID, name: 'Global (Unrestricted)' } }, kit.record)],
});
/** No scope to connect as: 'No Data Scopes available'. */
export const EmptyList: Story = {
  ...emptyList.story,
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await userEvent.click(within(menu).getByRole('menuitem', { name: M.connectAs }));
    const scopes = await onPage(canvasElement).findByRole('menu', { name: M.connectAs });
    await waitFor(() => expect(itemNames(scopes)).toEqual([M.noDataScopes]));
    await expect(within(scopes).getByRole('menuitem', { name: M.noDataScopes })).toHaveAttribute('aria-disabled', 'true');
    await settled(canvasElement);
  },
};

const longName = 'Europe, Middle East and Africa — regional offices, data centres and field sales laptops';
const tooltip = previewStory({
  internalFlags,
  extra: (kit) => [
    navigationHandlers.dataScopeOptions(buildDataScopeOptions({ scopes: [{ uuid: 'scope-long', name: longName, type: 'custom' }] }), kit.record),
  ],
});
/** A long scope name is cut short; resting on it (0.75 s) shows the whole name. */
export const ScopeTooltip: Story = {
  ...tooltip.story,
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await userEvent.click(within(menu).getByRole('menuitem', { name: M.connectAs }));
    const scopes = await onPage(canvasElement).findByRole('menu', { name: M.connectAs });
    const scope = await within(scopes).findByRole('menuitem', { name: longName });
    // The delay (SCOPE_TOOLTIP_DELAY_MS) is not timed here: react-aria shows tooltips at once while
    // they are warmed up or focus is visible, which depends on the stories run before this one.
    await userEvent.hover(scope);
    await waitFor(() => expect(onPage(canvasElement).getByRole('tooltip')).toHaveTextContent(longName), { timeout: 3000 });
    await settled(canvasElement);
  },
};

const settings = previewStory({ internalFlags });
/** User Settings goes to My Account. */
export const OpensUserSettings: Story = {
  ...settings.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await userEvent.click(within(menu).getByRole('menuitem', { name: M.userSettings }));
    await waitFor(() => expect(within(canvasElement).getByTestId('page')).toHaveTextContent('/account'));
    await settled(canvasElement);
  },
};

const logout = previewStory({ internalFlags });
/** Logout ends the session: the logout sequence runs and the sidebar goes. */
export const LogsOut: Story = {
  ...logout.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const menu = await openUserMenu(canvasElement, 'Alex Morgan');
    await userEvent.click(within(menu).getByRole('menuitem', { name: M.logout }));
    await waitFor(() => expect(logout.kit.log).toContain('GET /logout'));
    await waitFor(() => expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByTestId('page')).toHaveTextContent(/^\/$/));
    await settled(canvasElement);
  },
};
