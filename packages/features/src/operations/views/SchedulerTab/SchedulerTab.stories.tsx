import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cronSchedulerFixture, OPERATIONS_NOW } from '../../fixtures/operations';
import { operationsHandlers, operationsServer, type OperationsServer } from '../../mocks/operations.handlers';
import { operationsStore, settingsViewerFixture } from '../../mocks/operationsStory';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { SchedulerTab } from './SchedulerTab';

let server: OperationsServer = operationsServer();

const meta = {
  title: 'Features/Operations/SchedulerTab',
  component: SchedulerTab,
  args: { now: () => OPERATIONS_NOW },
  parameters: { store: operationsStore() },
  beforeEach: ({ msw }) => {
    server = operationsServer();
    msw.use(...operationsHandlers.all(server));
  },
} satisfies Meta<typeof SchedulerTab>;

export default meta;
type Story = StoryObj<typeof meta>;

async function settled(element: HTMLElement) {
  await waitFor(() => expect(element.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/** Interval mode: a run 12 hours after the previous one ended. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: M.scheduler.staticMode })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: M.scheduler.intervalHours })).toHaveValue('12');
  },
};

/** Static mode with a cron text: the next three runs, computed in the browser with croner. */
export const CronPreview: Story = {
  beforeEach: () => {
    server.values.scheduler = cronSchedulerFixture;
  },
  play: async ({ canvasElement }) => {
    const preview = within(await within(canvasElement).findByRole('region', { name: M.scheduler.preview }));
    await expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mar 3, 2026, 6:00 AM UTC',
      'Mar 4, 2026, 6:00 AM UTC',
      'Mar 5, 2026, 6:00 AM UTC',
    ]);
  },
};

/** A cron text that does not parse: said under the field, no preview, nothing sent. */
export const InvalidCron: Story = {
  beforeEach: () => {
    server.values.scheduler = cronSchedulerFixture;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cron = await canvas.findByRole('textbox', { name: M.scheduler.cron });
    await userEvent.clear(cron);
    await userEvent.type(cron, '61 * * * *');
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    await expect(await canvas.findByText(M.scheduler.invalidCron)).toBeVisible();
    await expect(canvas.getByText(M.scheduler.previewNone)).toBeVisible();
    await expect(server.writes).toEqual([]);
  },
};

/** Static mode switched on with two times of day: the diff, then the config saved. */
export const SavesStaticTimes: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: M.scheduler.staticMode }));
    await userEvent.type(canvas.getByRole('textbox', { name: M.scheduler.runTimes }), '18:00, 06:00');
    await expect(within(canvas.getByRole('region', { name: M.scheduler.preview })).getAllByRole('listitem')[0]).toHaveTextContent('Mar 2, 2026, 6:00 PM UTC');
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: M.confirm }));
    await expect(await canvas.findByText(M.saved)).toBeVisible();
    await expect(server.writes).toEqual([
      { method: 'POST', path: 'settings/schedule_config', body: { static_mode: true, interval_hours: 12, run_times: ['18:00', '06:00'], timezone: 'UTC' } },
    ]);
    await settled(canvasElement);
  },
};

/** The server refuses the time zone (400 naming the field): its message shows under the field. */
export const ServerRefusal: Story = {
  tags: ['no-screenshot'],
  beforeEach: ({ msw }) => {
    server.values.scheduler = cronSchedulerFixture;
    msw.use(...operationsHandlers.saveRefused('timezone', 'is not a known IANA time zone'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: M.save }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: M.confirm }));
    await expect(await canvas.findByText('is not a known IANA time zone')).toBeVisible();
    await settled(canvasElement);
  },
};

/** Without Settings/Update: the schedule shows, nothing can be changed. */
export const ReadOnly: Story = {
  tags: ['no-screenshot'],
  parameters: { store: operationsStore(settingsViewerFixture) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.readOnly)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: M.scheduler.staticMode })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: M.save })).toBeNull();
  },
};
