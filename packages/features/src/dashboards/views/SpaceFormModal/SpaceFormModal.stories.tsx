import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { SpaceFormModal } from './SpaceFormModal';

const meta = {
  title: 'Features/Dashboards/SpaceFormModal',
  component: SpaceFormModal,
  args: { isOpen: true, onClose: fn(), onSubmit: fn(), mode: 'create', isSaving: false, serverError: null },
} satisfies Meta<typeof SpaceFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement, title: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: title });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

/** A new dashboard: the name is typed and Enter creates it, trimmed. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.createTitle);
    const name = dialog.getByRole('textbox', { name: M.nameLabel });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('  Cloud posture  {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Cloud posture' });
  },
};

/** An empty (or blank) name is refused. */
export const NameRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.createTitle);
    await userEvent.type(dialog.getByRole('textbox', { name: M.nameLabel }), '   ');
    await userEvent.click(dialog.getByRole('button', { name: M.create }));
    await expect(await dialog.findByText(M.nameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A name over 200 characters is refused. */
export const NameTooLong: Story = {
  args: { mode: 'rename', initialName: 'x'.repeat(201) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.renameTitle);
    await userEvent.click(dialog.getByRole('button', { name: M.rename }));
    await expect(await dialog.findByText(M.nameTooLong(200))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Renaming starts from the current name. */
export const Rename: Story = {
  args: { mode: 'rename', initialName: 'Endpoint hygiene' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.renameTitle);
    const name = dialog.getByRole('textbox', { name: M.nameLabel });
    await expect(name).toHaveValue('Endpoint hygiene');
    await userEvent.clear(name);
    await userEvent.type(name, 'Endpoints');
    await userEvent.click(dialog.getByRole('button', { name: M.rename }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Endpoints' });
  },
};

/** Duplicating proposes a name for the copy. */
export const Duplicate: Story = {
  args: { mode: 'duplicate', initialName: M.copyOf('Endpoint hygiene') },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, M.duplicateTitle);
    await userEvent.click(dialog.getByRole('button', { name: M.duplicate }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Copy of Endpoint hygiene' });
  },
};

/** While the save is in flight the button shows it. */
export const Saving: Story = {
  args: { initialName: 'Cloud posture', isSaving: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.createTitle);
    await expect(dialog.getByRole('button', { name: M.create })).toHaveAttribute('data-pending');
  },
};

/** The server's refusal is shown on the name. */
export const ServerError: Story = {
  args: { initialName: 'Cloud posture', serverError: 'A dashboard with this name already exists' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, M.createTitle);
    await expect(dialog.getByRole('textbox', { name: M.nameLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('A dashboard with this name already exists')).toBeVisible();
  },
};
