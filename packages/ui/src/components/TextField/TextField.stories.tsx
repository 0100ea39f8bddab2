import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'User name', placeholder: 'e.g. j.doe', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'The name you sign in with.' },
};

export const Required: Story = {
  args: { isRequired: true, maxLength: 30, showCharacterCount: true, defaultValue: 'admin' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('5 / 30')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'admin', description: 'Fixed for the first account.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'admin' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.click(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('admin');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'The username is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The username is required');
  },
};

export const Multiline: Story = {
  args: {
    label: 'Description',
    placeholder: 'What is this workspace for?',
    isMultiline: true,
    maxLength: 200,
    showCharacterCount: true,
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TextField {...args} description="The name you sign in with." />
      <TextField {...args} label="E-mail" defaultValue="soc@vigil.example" isReadOnly />
      <TextField {...args} label="Tenant" defaultValue="Global" isDisabled />
      <TextField {...args} label="Contact e-mail" isRequired isInvalid errorMessage="The email address is required" />
    </div>
  ),
};

export const TypesWithKeyboardAndCounts: Story = {
  tags: ['no-screenshot'],
  args: { maxLength: 30, showCharacterCount: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('analyst');
    await expect(args.onChange).toHaveBeenLastCalledWith('analyst');
    await expect(canvas.getByText('7 / 30')).toBeVisible();
  },
};

export const StopsAtMaxLength: Story = {
  tags: ['no-screenshot'],
  args: { maxLength: 30, showCharacterCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.click(input);
    await userEvent.keyboard('a'.repeat(35));
    await expect(input).toHaveValue('a'.repeat(30));
    await expect(canvas.getByText('30 / 30')).toBeVisible();
  },
};

export const ValidatesAsYouType: Story = {
  tags: ['no-screenshot'],
  args: {
    validationBehavior: 'aria',
    validate: (value) => (value.includes(' ') ? 'Spaces are not allowed in a user name' : null),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'User name' });
    await userEvent.click(input);
    await userEvent.keyboard('j doe');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Spaces are not allowed in a user name')).toBeVisible();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
