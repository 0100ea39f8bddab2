import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'UI/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code we sent to j.doe@vigil.example.',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const digit = (n: number) => `Digit ${n} of 6`;

export const Playground: Story = {};

export const Filled: Story = {
  args: { defaultValue: '482913' },
};

/** Locked after too many attempts. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '4829', description: 'Maximum number of attempts exceeded. Try again in 04:59 minutes.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Verification code' });
    await expect(group).toHaveAttribute('data-disabled', 'true');
    for (let n = 1; n <= 6; n += 1) await expect(canvas.getByRole('textbox', { name: digit(n) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: digit(5) }));
    await userEvent.keyboard('7');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '482913', errorMessage: 'Code expired. Send again.' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('textbox', { name: digit(1) });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(/Code expired\. Send again\./);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <CodeInput {...args} defaultValue="4829" />
      <CodeInput {...args} label="Locked code" isDisabled defaultValue="48" description="Too Many 2FA Attempts" />
      <CodeInput {...args} label="Expired code" isInvalid defaultValue="482913" errorMessage="Code expired. Send again." description={undefined} />
    </div>
  ),
};

export const TypingMovesToNextBox: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: digit(1) }));
    await userEvent.keyboard('1');
    await expect(canvas.getByRole('textbox', { name: digit(2) })).toHaveFocus();
    await userEvent.keyboard('2a3');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(canvas.getByRole('textbox', { name: digit(4) })).toHaveFocus();
    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: digit(6) })).toHaveValue('6');
  },
};

export const PasteKeepsFirstSixDigits: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: digit(1) }));
    await userEvent.paste('123456789');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('textbox', { name: digit(6) })).toHaveValue('6');
    await expect(canvas.getByRole('textbox', { name: digit(6) })).toHaveFocus();
  },
};

export const BackspaceGoesBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: digit(1) }));
    await userEvent.keyboard('123');
    const fourth = canvas.getByRole('textbox', { name: digit(4) });
    await expect(fourth).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: digit(3) })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: digit(2) })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('9');
    await expect(args.onChange).toHaveBeenLastCalledWith('19');
  },
};

export const ArrowKeysMove: Story = {
  tags: ['no-screenshot'],
  args: { defaultValue: '4829' },
  play: async ({ args, canvas }) => {
    // Tab lands on the first empty box; the group is one tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: digit(5) })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: digit(3) })).toHaveFocus();
    await userEvent.keyboard('7');
    await expect(args.onChange).toHaveBeenLastCalledWith('4879');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('textbox', { name: digit(1) })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('textbox', { name: digit(2) })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('textbox', { name: digit(5) })).toHaveFocus();
    // A click past the first empty box lands on it: codes have no gaps.
    await userEvent.click(canvas.getByRole('textbox', { name: digit(6) }));
    await expect(canvas.getByRole('textbox', { name: digit(5) })).toHaveFocus();
  },
};
