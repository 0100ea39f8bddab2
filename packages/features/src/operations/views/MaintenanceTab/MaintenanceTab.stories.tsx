import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { troubleshootingMaintenanceFixture } from '../../fixtures/operations';
import { operationsHandlers, operationsServer, type OperationsServer } from '../../mocks/operations.handlers';
import { operationsStore, settingsViewerFixture } from '../../mocks/operationsStory';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { MaintenanceTab } from './MaintenanceTab';

let server: OperationsServer = operationsServer();

const meta = {
  title: 'Features/Operations/MaintenanceTab',
  component: MaintenanceTab,
  parameters: { store: operationsStore() },
  beforeEach: ({ msw }) => {
    server = operationsServer();
    msw.use(...operationsHandlers.all(server));
  },
} satisfies Meta<typeof MaintenanceTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** Provisioning and analytics on, troubleshooting off with its duration. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: M.maintenance.provision })).toBeChecked();
    await expect(canvas.getByText(M.maintenance.troubleshootingOff)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.maintenance.start })).toBeEnabled();
  },
};

/** Troubleshooting on: when it ends, and Stop. */
export const TroubleshootingOn: Story = {
  beforeEach: () => {
    server.values.maintenance = troubleshootingMaintenanceFixture;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ends at Mar 2, 2026, 2:00 PM UTC')).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.maintenance.stop })).toBeVisible();
  },
};

/** Start troubleshooting for 8 hours: the server turns it on and the tab says when it ends; Stop turns it off. */
export const StartsTroubleshooting: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = await canvas.findByRole('textbox', { name: M.maintenance.duration });
    await userEvent.clear(hours);
    await userEvent.type(hours, '8');
    await userEvent.click(canvas.getByRole('button', { name: M.maintenance.start }));
    await expect(await canvas.findByText('Ends at Mar 2, 2026, 6:00 PM UTC')).toBeVisible();
    await expect(server.writes).toEqual([{ method: 'POST', path: 'settings/maintenance', body: { duration_hours: 8 } }]);
    await userEvent.click(canvas.getByRole('button', { name: M.maintenance.stop }));
    await expect(await canvas.findByText(M.maintenance.troubleshootingOff)).toBeVisible();
  },
};

/** Analytics turned off: the diff, then the whole config saved. */
export const SavesSwitches: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: M.maintenance.analytics }));
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: M.confirmTitle }));
    await expect(dialog.getByRole('listitem')).toHaveTextContent('analytics: true → false');
    await userEvent.click(dialog.getByRole('button', { name: M.confirm }));
    await expect(await canvas.findByText(M.saved)).toBeVisible();
    await expect(server.writes).toEqual([{ method: 'PUT', path: 'settings/maintenance', body: { provision: true, analytics: false, troubleshooting: false, timeout: null } }]);
    await settled(canvasElement);
  },
};

/** Without Settings/Update: what is set, and nothing to press. */
export const ReadOnly: Story = {
  tags: ['no-screenshot'],
  parameters: { store: operationsStore(settingsViewerFixture) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.readOnly)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: M.maintenance.analytics })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: M.maintenance.start })).toBeNull();
  },
};
