import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { backdropOf, OverlayDemo, portal } from '../Overlay/overlayStories';
import { Drawer, DrawerTrigger, type DrawerProps } from './Drawer';

/** Renders the drawer open, with a button to open it again once closed. */
function DrawerDemo({ onOpenChange, ...props }: DrawerProps) {
  return (
    <OverlayDemo triggerLabel="Getting started" onOpenChange={onOpenChange}>
      {(state) => <Drawer {...props} {...state} />}
    </OverlayDemo>
  );
}

const steps = [
  'Connect your first adapter',
  'Run a discovery cycle',
  'Review the assets found',
  'Save a query for unmanaged devices',
  'Create an enforcement set',
  'Invite your team',
];

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Getting Started',
    children: (
      <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    ),
    onOpenChange: fn(),
  },
  render: (args) => <DrawerDemo {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;


export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Getting Started' });
    // The sheet is the dialog's parent (it draws the left border).
    await expect(dialog.parentElement?.getBoundingClientRect().width).toBe(550);
  },
};

export const WithFooter: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button onPress={close}>Dismiss</Button>
        <Button variant="primary" onPress={close}>
          Open global settings
        </Button>
      </>
    ),
  },
};

/** A body longer than the window scrolls on its own; header and footer stay put. */
export const LongBody: Story = {
  args: {
    title: 'Adapter connection log',
    children: (
      <div style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {Array.from({ length: 60 }, (_, index) => (
          <div key={index}>
            2025-03-14 09:{String(index).padStart(2, '0')}:00 aws-prod fetched {1200 + index * 7} devices
          </div>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Adapter connection log' });
    const body = within(dialog).getByText(/09:00:00/).parentElement?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

export const NarrowWidth: Story = { args: { widthPx: 360, title: 'Filters' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const ClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Getting Started' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnBackdropClick: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Getting Started' });
    const overlay = backdropOf(dialog);
    await userEvent.click(overlay);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const StaysOpenWhenNotDismissable: Story = {
  tags: ['no-screenshot'],
  args: { isDismissable: false },
  play: async ({ args, canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Getting Started' });
    const overlay = backdropOf(dialog);
    await userEvent.click(overlay);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const OpensFromTriggerAndRestoresFocus: Story = {
  tags: ['no-screenshot'],
  render: (args) => (
    <DrawerTrigger>
      <Button>Getting started</Button>
      <Drawer {...args} />
    </DrawerTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Getting started' });
    await userEvent.click(trigger);
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Getting Started' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = await portal(canvasElement).findByRole('dialog', { name: 'Getting Started' });
    await userEvent.tab();
    await expect(within(reopened).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
