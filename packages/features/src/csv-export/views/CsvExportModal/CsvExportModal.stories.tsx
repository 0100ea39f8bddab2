import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CSV_EXPORT_MESSAGES as M } from '../../csvExport.messages';
import { defaultCsvExportChoice, type CsvColumn } from '../../csvExportChoice';
import { CsvExportModal } from './CsvExportModal';

const COLUMNS: CsvColumn[] = [
  { id: 'user_name', label: 'User name' },
  { id: 'email', label: 'Email' },
  { id: 'role', label: 'Role' },
  { id: 'last_login', label: 'Last login' },
];

const TITLE = 'Export users to CSV';

const meta = {
  title: 'Features/CsvExport/CsvExportModal',
  component: CsvExportModal,
  args: { isOpen: true, onOpenChange: fn(), onExport: fn(), title: TITLE, columns: COLUMNS, initialChoice: defaultCsvExportChoice(COLUMNS), hasFilter: true },
} satisfies Meta<typeof CsvExportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** Every column ticked in the list's order, the current filter chosen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const boxes = dialog.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['User name', 'Email', 'Role', 'Last login']);
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(dialog.getByRole('radio', { name: M.scopeFiltered })).toBeChecked();
    await expect(dialog.getByRole('button', { name: M.moveUp('User name') })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: M.moveDown('Last login') })).toBeDisabled();
  },
};

/** The user's last choice: its columns first in its order, the others unticked after them, all rows. */
export const RememberedChoice: Story = {
  args: { initialChoice: { columns: ['role', 'user_name'], scope: 'all' } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const boxes = dialog.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Role', 'User name', 'Email', 'Last login']);
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false, false]);
    await expect(dialog.getByRole('radio', { name: M.scopeAll })).toBeChecked();
  },
};

/** No search or filter on the list: the modal says every row goes to the file. */
export const NoFilter: Story = {
  args: { hasFilter: false },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(M.noFilter)).toBeVisible();
  },
};

/** Export with every column unticked is refused: 'Choose at least one column'; nothing is exported. */
export const RequiresAColumn: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    for (const box of dialog.getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(dialog.getByRole('button', { name: M.exportButton }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(M.noColumn);
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** Moving, unticking and choosing all rows, by keyboard too: Export hands back the columns in the new order. */
export const ReordersAndExports: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: M.moveUp('Email') }));
    dialog.getByRole('button', { name: M.moveDown('Role') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Last login' }));
    await userEvent.click(dialog.getByRole('radio', { name: M.scopeAll }));
    await userEvent.click(dialog.getByRole('button', { name: M.exportButton }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith({ columns: ['email', 'user_name', 'role'], scope: 'all' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
