import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: {
    label: 'Retention (days)',
    defaultValue: 30,
    minValue: 1,
    maxValue: 365,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: 'From 1 to 365 days.' },
};

export const Formatted: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NumberField {...args} label="Alert threshold" defaultValue={0.25} minValue={0} maxValue={1} step={0.05} formatOptions={{ style: 'percent' }} />
      <NumberField
        {...args}
        label="Monthly budget"
        defaultValue={1250}
        minValue={0}
        maxValue={100000}
        step={50}
        formatOptions={{ style: 'currency', currency: 'USD' }}
      />
      <NumberField {...args} label="Poll interval" defaultValue={3} minValue={1} maxValue={60} formatOptions={{ style: 'unit', unit: 'second' }} />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Retention (days)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Keep at least 7 days of history', defaultValue: 3 },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NumberField {...args} description="From 1 to 365 days." />
      <NumberField {...args} label="Page size" defaultValue={20} isDisabled />
      <NumberField {...args} label="Minimum days" defaultValue={3} isInvalid errorMessage="Keep at least 7 days of history" />
    </div>
  ),
};

export const StepsWithButtons: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Retention (days)' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('32');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('31');
    await expect(args.onChange).toHaveBeenLastCalledWith(31);
  },
};

export const StepsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Retention (days)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowDown}');
    await expect(input).toHaveValue('32');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('365');
    await expect(args.onChange).toHaveBeenLastCalledWith(365);
  },
};

export const ClampsToRangeOnBlur: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Retention (days)' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('999');
    await userEvent.tab();
    await expect(input).toHaveValue('365');
    await expect(args.onChange).toHaveBeenLastCalledWith(365);
  },
};
