import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'refresh', 'aria-label': 'Refresh', variant: 'ghost', onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="primary" icon="plus" aria-label="Add" />
      <IconButton {...args} variant="secondary" icon="download" aria-label="Download" />
      <IconButton {...args} variant="ghost" icon="settings" aria-label="Settings" />
      <IconButton {...args} variant="danger" icon="trash" aria-label="Delete" />
      <IconButton {...args} size="sm" icon="close" aria-label="Close" />
      <IconButton {...args} size="sm" variant="secondary" icon="more" aria-label="More actions" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};

export const PressesWithPointerAndKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const ShowsTooltipOnFocus: Story = {
  args: { title: 'Refresh the list' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Refresh the list');
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveAccessibleDescription('Refresh the list');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
