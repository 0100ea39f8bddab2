import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Password', maxLength: 40, onChange: fn(), onRevealedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { defaultValue: 'correct-horse' },
};

export const Required: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'Passwords must have minimum 8 characters',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'correct-horse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please enter a password' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a password');
  },
};

export const Revealed: Story = {
  args: { defaultValue: 'correct-horse', defaultRevealed: true },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PasswordField {...args} defaultValue="correct-horse" />
      <PasswordField {...args} label="Confirm password" defaultValue="correct-horse" defaultRevealed />
      <PasswordField {...args} label="Old password" isDisabled />
      <PasswordField {...args} label="New password" isRequired isInvalid errorMessage="Please enter a password" />
    </div>
  ),
};

export const TogglesWithPointer: Story = {
  tags: ['no-screenshot'],
  args: { defaultValue: 'correct-horse' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(false);
  },
};

export const TogglesWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await expect(input).toHaveValue('s3cret!');
  },
};
