import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: {
    label: 'Search users',
    placeholder: 'Name or e-mail',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 'admin' },
};

export const LabelHidden: Story = {
  args: { isLabelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'admin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeDisabled();
  },
};

/** The top bar's search: read-only, opens the global search modal. */
export const ReadOnlyTrigger: Story = {
  args: {
    label: 'Search',
    isLabelHidden: true,
    placeholder: 'Search assets, users and more',
    shortcutHint: 'Ctrl+Y',
    onActivate: fn(),
  },
};

export const ReadOnlyTriggerWithValue: Story = {
  args: { ...ReadOnlyTrigger.args, defaultValue: 'windows server 2019' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SearchField {...args} />
      <SearchField {...args} label="Search roles" defaultValue="admin" />
      <SearchField {...args} label="Search" isLabelHidden placeholder="Search assets, users and more" shortcutHint="Ctrl+Y" onActivate={fn()} />
      <SearchField {...args} label="Search tenants" isDisabled />
    </div>
  ),
};

export const SubmitsWithEnter: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.click(input);
    await userEvent.keyboard('host-01{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('host-01');
  },
};

export const ClearsWithEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('admin');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

export const ClearsWithButton: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    // Hidden while there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.click(input);
    await userEvent.keyboard('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const TriggerActivatesOnClickAndEnter: Story = {
  tags: ['no-screenshot'],
  args: ReadOnlyTrigger.args,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Search' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    await expect(args.onActivate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onActivate).toHaveBeenCalledTimes(2);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onActivate).toHaveBeenCalledTimes(3);
  },
};

export const TriggerClearsValue: Story = {
  tags: ['no-screenshot'],
  args: ReadOnlyTriggerWithValue.args,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search: windows server 2019' })).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(args.onActivate).not.toHaveBeenCalled();
  },
};
