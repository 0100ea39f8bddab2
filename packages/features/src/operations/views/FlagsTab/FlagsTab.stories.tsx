import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { operationsHandlers, operationsServer, type OperationsServer } from '../../mocks/operations.handlers';
import { operationsStore, settingsViewerFixture } from '../../mocks/operationsStory';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { FlagsTab } from './FlagsTab';

let server: OperationsServer = operationsServer();

const meta = {
  title: 'Features/Operations/FlagsTab',
  component: FlagsTab,
  args: { configName: 'FeatureFlags' },
  parameters: { store: operationsStore() },
  beforeEach: ({ msw }) => {
    server = operationsServer();
    msw.use(...operationsHandlers.all(server));
  },
} satisfies Meta<typeof FlagsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (element: HTMLElement) => within(element.ownerDocument.body);

async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** The Feature Flags tab: nested flags grouped under their name, dates and lists as fields. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'account_profile_on_login' });
    await expect(within(group).getByRole('switch', { name: 'visible_existing_users' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'enabled_platform_products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.save })).toBeDisabled();
  },
};

/** The Internal Feature Flags tab, with the chart click-through flags grouped. */
export const InternalFlags: Story = {
  args: { configName: 'InternalFeatureFlags' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'chart_click_through' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'enable_campaigns' })).toBeChecked();
  },
};

/** A search over flag names keeps the flags that match. */
export const Search: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: M.flags.search }), 'visible');
    await expect(canvas.getByRole('switch', { name: 'visible_existing_users' })).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: 'enable_nodes_host_operations' })).toBeNull();
  },
};

/** Toggle a flag by keyboard, see the change in the diff, save: the whole config is sent and the tab says so. */
export const SavesAfterDiff: Story = {
  args: { configName: 'InternalFeatureFlags' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('switch', { name: 'enable_campaigns' })).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    const dialog = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.confirmTitle }));
    await expect(dialog.getByRole('listitem')).toHaveTextContent('enable_campaigns: true → false');
    await userEvent.click(dialog.getByRole('button', { name: M.confirm }));
    await expect(await canvas.findByText(M.saved)).toBeVisible();
    await expect(server.writes.map((write) => [write.method, write.path, (write.body as { enable_campaigns: boolean }).enable_campaigns])).toEqual([
      ['PUT', 'settings/plugins/gui/InternalFeatureFlags', false],
    ]);
    await settled(canvasElement);
  },
};

/** The server refuses the save: its message shows, nothing is saved. */
export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...operationsHandlers.saveRefused('cloud_compliance/expiry_date', 'must be a valid date and time (ISO 8601, with its time zone)'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'enable_nodes_host_operations' }));
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    await userEvent.click(await onPage(canvasElement).findByRole('button', { name: M.confirm }));
    await expect(await canvas.findByText(`${M.saveFailed} Invalid request: body/cloud_compliance/expiry_date must be a valid date and time (ISO 8601, with its time zone)`)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The config cannot be loaded: the reason and Try again. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...operationsHandlers.loadFailure());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`${M.loadFailed} Service Unavailable`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.retry })).toBeVisible();
  },
};

/** Without Settings/Update: the flags show, switched off from editing, and no Save. */
export const ReadOnly: Story = {
  parameters: { store: operationsStore(settingsViewerFixture) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.readOnly)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'enable_nodes_host_operations' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: M.save })).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'account_profile_on_login' })).toBeVisible();
  },
};
