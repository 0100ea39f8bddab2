import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SPACE_FOLDER_MAX_LENGTH } from '../../dashboards.constants';
import { DASHBOARD_DIALOGS_MESSAGES as D } from '../../dashboards.dialogs.messages';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { MoveToFolderDialog } from './MoveToFolderDialog';

const TITLE = M.moveToFolderTitle(3);

const meta = {
  title: 'Features/Dashboards/MoveToFolderDialog',
  component: MoveToFolderDialog,
  args: { isOpen: true, title: TITLE, folders: ['Audit/2026', 'Compliance', 'Operations'], isMoving: false, error: null, onMove: fn(), onClose: fn() },
} satisfies Meta<typeof MoveToFolderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: TITLE });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** The existing folders are offered; the chosen one is handed back. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: new RegExp(M.folderLabel) }));
    const options = await onPage(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Audit/2026', 'Compliance', 'Operations']);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(dialog.getByRole('button', { name: D.move }));
    await expect(args.onMove).toHaveBeenCalledWith('Compliance');
  },
};

/** Keyboard only: a new folder typed (trimmed) and moved with Enter. */
export const NewFolderByKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('combobox', { name: M.folderLabel })).toHaveFocus();
    await userEvent.keyboard('  Audit/2027 ');
    // Enter while the suggestions are open keeps the typed name; the next one submits.
    await onPage(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('Audit/2027');
  },
};

/** Nothing typed: the top level (null). */
export const TopLevel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: D.move }));
    await expect(args.onMove).toHaveBeenCalledWith(null);
  },
};

/** A name over 200 characters is refused before it is sent. */
export const FolderTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.paste('x'.repeat(SPACE_FOLDER_MAX_LENGTH + 1));
    await onPage(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: D.move }));
    await expect(await dialog.findByText(M.folderTooLong(SPACE_FOLDER_MAX_LENGTH), { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/** The folders still loading; the server's refusal shown. */
export const LoadingAndError: Story = {
  args: { folders: null, error: 'You may not change Compliance posture.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('You may not change Compliance posture.')).toBeVisible();
  },
};
