import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { adminInDataScopeFixture } from '../../fixtures/navigation';
import { navigationHandlers, switchRefusal } from '../../mocks/navigation.handlers';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { countShown, onPage, previewReady, previewStory, settled } from '../storyHelpers';
import { DataScopeConnectDialog } from './DataScopeConnectDialog';

const meta = {
  title: 'Features/Navigation/DataScopeConnectDialog',
  component: DataScopeConnectDialog,
} satisfies Meta<typeof DataScopeConnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const internalFlags = buildInternalFeatureFlags({ enable_workspaces: false });

/** Picks a scope in Connect As and returns the confirmation. */
async function pickScope(canvasElement: HTMLElement, scope: string) {
  await previewReady(canvasElement);
  await countShown(canvasElement, '12');
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alex Morgan' }));
  const menu = await onPage(canvasElement).findByRole('menu', { name: 'Alex Morgan' });
  await userEvent.click(within(menu).getByRole('menuitem', { name: M.connectAs }));
  const scopes = await onPage(canvasElement).findByRole('menu', { name: M.connectAs });
  await userEvent.click(await within(scopes).findByRole('menuitem', { name: scope }));
  return onPage(canvasElement).findByRole('alertdialog', { name: M.connectTitle });
}

const asking = previewStory({ internalFlags });
/** Picking a scope asks first. */
export const AsksToConfirm: Story = {
  ...asking.story,
  play: async ({ canvasElement }) => {
    const dialog = await pickScope(canvasElement, 'EMEA Offices');
    await expect(dialog).toHaveTextContent(M.connectBody('EMEA Offices'));
    await expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toContain(M.connectConfirm);
    await settled(canvasElement);
  },
};

const cancelled = previewStory({ internalFlags });
/** Cancel closes the confirmation and connects nothing. */
export const CancelConnectsNothing: Story = {
  ...cancelled.story,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await pickScope(canvasElement, 'North America Servers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog', { name: M.connectTitle })).not.toBeInTheDocument());
    await expect(cancelled.kit.log).not.toContain('POST /data_scope_impersonation_login');
    await expect(within(canvasElement).getByTestId('user')).toHaveTextContent('admin');
    await settled(canvasElement);
  },
};

const confirmed = previewStory({
  internalFlags,
  at: '/assets',
  extra: (kit) => navigationHandlers.identitySwitches({ switchedTo: adminInDataScopeFixture, record: kit.record }),
});
/** Connect logs in to the scope: the user is fetched again, the console goes to /, and the count is gone inside the scope. */
export const ConnectSwitches: Story = {
  ...confirmed.story,
  play: async ({ canvasElement }) => {
    const dialog = await pickScope(canvasElement, 'EMEA Offices');
    confirmed.kit.log.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: M.connectConfirm }));
    await waitFor(() => expect(within(canvasElement).getByTestId('page')).toHaveTextContent(/^\/$/));
    await expect(confirmed.kit.log.slice(0, 2)).toEqual(['POST /data_scope_impersonation_login', 'GET /users/me']);
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog', { name: M.connectTitle })).not.toBeInTheDocument());
    await countShown(canvasElement, '—');
    await settled(canvasElement);
  },
};

const refused = previewStory({
  internalFlags,
  at: '/assets',
  extra: (kit) => navigationHandlers.identitySwitches({ switchedTo: adminInDataScopeFixture, fail: true, record: kit.record }),
});
/** A refused connection shows the server's message and changes nothing. */
export const FailureShowsMessage: Story = {
  ...refused.story,
  play: async ({ canvasElement }) => {
    const dialog = await pickScope(canvasElement, 'EMEA Offices');
    await userEvent.click(within(dialog).getByRole('button', { name: M.connectConfirm }));
    const toast = await onPage(canvasElement).findByText(switchRefusal.message);
    await expect(toast).toBeVisible();
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog', { name: M.connectTitle })).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/assets'));
    await expect(canvas.getByTestId('count')).toHaveTextContent('12');
    await settled(canvasElement);
  },
};
