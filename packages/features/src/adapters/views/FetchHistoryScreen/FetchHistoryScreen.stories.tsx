import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { adaptersStoryKit } from '../../mocks/adaptersStory';
import { FetchHistoryScreen } from './FetchHistoryScreen';

const meta = {
  title: 'Features/Adapters/FetchHistoryScreen',
  component: FetchHistoryScreen,
} satisfies Meta<typeof FetchHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const kit = adaptersStoryKit();

/** Each connection's fetch: status, started, duration, counts; a file's unreadable rows open with their line numbers. */
export const RowErrors: Story = {
  parameters: kit.parameters,
  beforeEach: kit.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(await canvas.findByRole('row', { name: /Warehouse inventory/ }, { timeout: 5000 }));
    await expect(row.getByText('1204 devices')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Lab directory/ })).toHaveTextContent('invalid credentials');
    await userEvent.click(row.getByRole('button', { name: M.showRowErrors('Warehouse inventory') }));
    await expect(row.getByText(/Line 17: The row has 5 columns/)).toBeVisible();
    await expect(row.getByText(/Line 230/)).toBeVisible();
  },
};

/** Filtered by connection: only its fetches. */
export const FilteredByConnection: Story = {
  parameters: kit.parameters,
  beforeEach: kit.beforeEach,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Warehouse inventory/ }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.connectionFilter) }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Lab directory (LDAP directory)' }));
    // The filtered page replaces the list when its reply comes: wait for it.
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Warehouse inventory/ })).toBeNull());
    await expect(await canvas.findByText(M.fetchStatus('failed'))).toBeVisible();
  },
};

/** The discovery runs: trigger, outcome, times and each phase's time. */
export const DiscoveryHistory: Story = {
  args: { initialTab: 'runs' },
  parameters: kit.parameters,
  beforeEach: kit.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scheduled = within(await canvas.findByRole('row', { name: /Scheduled/ }, { timeout: 5000 }));
    await expect(scheduled.getByText('Completed')).toBeVisible();
    await expect(scheduled.getByText(/Fetch Devices Data: 3 min \(done\)/)).toBeVisible();
    const manual = within(canvas.getByRole('row', { name: /Manual \(admin\)/ }));
    await expect(manual.getByText('Stopped')).toBeVisible();
    await expect(manual.getByText(M.fetchNowRun)).toBeVisible();
  },
};
