import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Scheduler mode',
    defaultValue: 'interval',
    onChange: fn(),
    children: (
      <>
        <Radio value="interval">Every few hours</Radio>
        <Radio value="daily">Daily</Radio>
        <Radio value="weekly">Weekly</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = {
  args: {
    label: 'Sort order',
    orientation: 'horizontal',
    defaultValue: 'asc',
    children: (
      <>
        <Radio value="asc">Ascending</Radio>
        <Radio value="desc">Descending</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Sort order' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

export const WithDescriptions: Story = {
  args: {
    description: 'Discovery runs in the background.',
    children: (
      <>
        <Radio value="interval" description="Runs again a set number of hours after it ends.">
          Every few hours
        </Radio>
        <Radio value="daily" description="Starts at the same time every day.">
          Daily
        </Radio>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Daily'));
    await expect(canvas.getByRole('radio', { name: 'Daily' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="interval">Every few hours</Radio>
        <Radio value="daily" isDisabled>
          Daily
        </Radio>
        <Radio value="weekly">Weekly</Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Choose a scheduler mode' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a scheduler mode')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    description: 'Discovery runs in the background.',
    children: (
      <>
        <Radio value="interval">Every few hours</Radio>
        <Radio value="daily">Daily</Radio>
        <Radio value="weekly" isDisabled>
          Weekly
        </Radio>
      </>
    ),
  },
};

export const SelectsWithPointerAndKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Daily'));
    const daily = canvas.getByRole('radio', { name: 'Daily' });
    await expect(daily).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('daily');
    await expect(daily).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
  },
};
