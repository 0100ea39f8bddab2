import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { MoveChartDialog } from './MoveChartDialog';

const SPACES = [
  { uuid: 'space-1', name: 'Endpoint hygiene' },
  { uuid: 'space-2', name: 'Cloud posture' },
  { uuid: 'space-3', name: 'Identity risks' },
];

const CHART = 'Stale devices by OS';

const meta = {
  title: 'Features/Dashboards/MoveChartDialog',
  component: MoveChartDialog,
  args: { isOpen: true, onClose: fn(), onMove: fn(), chartName: CHART, spaces: SPACES, currentSpaceId: 'space-1', isMoving: false },
} satisfies Meta<typeof MoveChartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: M.moveTitle(CHART) });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** The other dashboards are offered (not the chart's own); the chosen one is handed back. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(M.destinationLabel) }));
    const options = await onPage(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Cloud posture', 'Identity risks']);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: M.move }));
    await expect(args.onMove).toHaveBeenCalledWith('space-3');
  },
};

/** Typed and chosen from the keyboard, then moved with Enter. */
export const KeyboardOnly: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('combobox', { name: M.destinationLabel })).toHaveFocus();
    await userEvent.keyboard('Clo');
    await onPage(canvasElement).findByRole('option', { name: 'Cloud posture' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(dialog.getByRole('combobox', { name: M.destinationLabel })).toHaveValue('Cloud posture');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('space-2');
  },
};

/** Move without a destination asks for one. */
export const DestinationRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.move }));
    await expect(await dialog.findByText(M.chooseDestination, { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** No other dashboard: the dialog says so and Move is disabled. */
export const NoOtherDashboard: Story = {
  args: { spaces: SPACES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(M.noOtherSpaces)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.move })).toBeDisabled();
  },
};

/** While the move is in flight the button shows it. */
export const Moving: Story = {
  args: { isMoving: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: M.move })).toHaveAttribute('data-pending');
  },
};
