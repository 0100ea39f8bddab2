import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { calendarRoom, closesOnEscape, navButton, openCalendar, opensOnValueMonth } from './calendarStories';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker<CalendarDate>,
  args: { label: 'End date', defaultValue: parseDate('2026-11-01'), onChange: fn() },
  decorators: [calendarRoom],
} satisfies Meta<typeof DatePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: { defaultValue: undefined, placeholderValue: parseDate('2026-11-01'), description: 'The campaign closes at midnight.' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    minValue: parseDate('2026-11-10'),
    isInvalid: true,
    errorMessage: 'The end date must be after the start date',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The end date must be after the start date')).toBeVisible();
  },
};

export const MinAndMax: Story = {
  args: { minValue: parseDate('2026-11-01'), maxValue: parseDate('2026-11-20'), defaultValue: parseDate('2026-11-05') },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const late = within(dialog).getByRole('button', { name: /November 25, 2026/ });
    await expect(late).toHaveAttribute('aria-disabled', 'true');
    await expect(navButton(dialog, 'Next')).toBeDisabled();
  },
};

export const Open: Story = { play: opensOnValueMonth };

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };

export const PicksWithPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(navButton(dialog, 'Next'));
    await expect(within(dialog).getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /December 15, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-15'));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PicksWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: /Calendar/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /November 1, 2026/ })).toHaveFocus());
    // Focus starts on the value (1 November); one week down, then a day right: 9 November.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-09'));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const TypesSegments: Story = {
  play: async ({ args, canvas }) => {
    const month = canvas.getByRole('spinbutton', { name: /month/ });
    await userEvent.click(month);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-01'));
  },
};

export const ClosesOnEscape: Story = { tags: ['no-screenshot'], play: closesOnEscape };
