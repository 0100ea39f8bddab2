import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { adaptersStoryKit } from '../../mocks/adaptersStory';
import { ConnectionsScreen } from './ConnectionsScreen';

const meta = {
  title: 'Features/Adapters/ConnectionsScreen',
  component: ConnectionsScreen,
} satisfies Meta<typeof ConnectionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const kit = adaptersStoryKit();
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);

/** Every adapter's connections with adapter, status, last fetch and error. */
export const List: Story = {
  parameters: kit.parameters,
  beforeEach: kit.beforeEach,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('row', { name: /Warehouse inventory/ }, { timeout: 5000 });
    await expect(rows(canvasElement)).toHaveLength(6);
  },
};

/** The status filter and the search ask the server again. */
export const Filtered: Story = {
  parameters: kit.parameters,
  beforeEach: kit.beforeEach,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /Warehouse inventory/ }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.statusFilter) }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: M.status('connected') }));
    await waitFor(() => expect(rows(canvasElement)).toEqual(['Head office directory', 'Warehouse inventory', 'Production account']));
    await userEvent.type(canvas.getByRole('searchbox', { name: M.searchConnections }), 'ware');
    await waitFor(() => expect(rows(canvasElement)).toEqual(['Warehouse inventory']));
    await expect(kit.calls.map(({ call }) => call)).toContain('GET /connections?size=50&status=connected&search=ware');
  },
};
