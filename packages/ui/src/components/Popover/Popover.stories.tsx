import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    title: 'Jane Cooper (RO)',
    children: 'jane.cooper@example.com',
    placement: 'bottom',
    onOpenChange: fn(),
  },
  render: ({ onOpenChange, ...args }) => (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 140 }}>
      <PopoverTrigger defaultOpen onOpenChange={onOpenChange}>
        <Button>Account</Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Top: Story = { args: { placement: 'top' } };

export const Right: Story = { args: { placement: 'right' } };

export const WithoutArrow: Story = { args: { showArrow: false } };

/** Without a visible title the dialog is named by `aria-label`. */
export const WithoutTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'Discovery status',
    children: 'Last discovery finished on 14 Mar 2025, 09:42.',
  },
  play: async ({ canvasElement }) => {
    // Shown once react-aria has placed it (hidden until then), which may come a frame after the first render.
    await waitFor(() => expect(portal(canvasElement).getByRole('dialog', { name: 'Discovery status' })).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const ClosesOnEscapeAndRestoresFocus: Story = {
  tags: ['no-screenshot'],
  render: (args) => (
    <PopoverTrigger>
      <Button>Account</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Jane Cooper (RO)' });
    await expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Jane Cooper (RO)' });
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(body.getByRole('button', { name: 'Account' }));
    await expect(await body.findByRole('dialog', { name: 'Jane Cooper (RO)' })).toBeVisible();
  },
};
