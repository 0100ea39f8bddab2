import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Opens the dialog at first; Confirm and Cancel close it, as the app would. */
function ConfirmDialogDemo({ onConfirm, ...props }: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <>
      <Button onPress={() => { setOpen(true); }}>Open dialog</Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onConfirm={() => {
          onConfirm();
          if (!props.isConfirming) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    size: 'discover',
    title: 'Discover Now',
    children: 'Start a discovery cycle now? Adapters fetch assets from every connected source; this may take a while.',
    confirmLabel: 'Discover Now',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmDialogDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The Discover Now confirmation, 530 by 230. */
export const Playground: Story = {};

/** A destructive action: red confirm button, focus on Cancel. */
export const Destructive: Story = {
  args: {
    size: 'sm',
    tone: 'danger',
    title: 'Delete dashboard?',
    children: 'The dashboard “Critical Vulnerabilities” and its 12 charts will be deleted for everyone it is shared with.',
    confirmLabel: 'Delete',
  },
  play: async ({ canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('alertdialog', { name: 'Delete dashboard?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The dashboard refresh confirmation, with the spec's texts. */
export const RefreshDashboard: Story = {
  args: {
    size: 'sm',
    title: 'Heads up!',
    children: 'Refresh Dashboard operation may take a while. Do you want to proceed?',
    confirmLabel: 'Refresh',
  },
};

export const Confirming: Story = {
  args: { isConfirming: true },
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('alertdialog', { name: 'Discover Now' });
    const confirm = within(dialog).getByRole('button', { name: 'Discover Now' });
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: Destructive.args,
};

export const ConfirmsWithPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('alertdialog', { name: 'Discover Now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discover Now' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ConfirmsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: Destructive.args,
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('alertdialog', { name: 'Delete dashboard?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CancelsOnce: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const body = portal(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    await userEvent.click(body.getByRole('button', { name: 'Open dialog' }));
    await body.findByRole('alertdialog', { name: 'Discover Now' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
