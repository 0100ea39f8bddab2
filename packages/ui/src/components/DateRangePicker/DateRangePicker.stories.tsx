import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { calendarRoom, closesOnEscape, navButton, openCalendar, opensOnValueMonth } from '../DatePicker/calendarStories';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  args: {
    label: 'Date range',
    defaultValue: { start: parseDate('2026-11-01'), end: parseDate('2026-11-07') },
    onChange: fn(),
  },
  decorators: [calendarRoom],
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: { defaultValue: undefined, placeholderValue: parseDate('2026-11-01'), description: 'Absolute range of the chart.' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { maxValue: parseDate('2026-11-05'), isInvalid: true, errorMessage: 'The range must end by 5 November 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The range must end by 5 November 2026')).toBeVisible();
  },
};

export const MinAndMax: Story = {
  args: { minValue: parseDate('2026-11-01'), maxValue: parseDate('2026-11-20') },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /November 21, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(navButton(dialog, 'Previous')).toBeDisabled();
  },
};

export const Open: Story = { play: opensOnValueMonth };

export const Dark: Story = { globals: { theme: 'dark' }, play: Open.play };

export const PicksRangeWithPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(dialog).getByRole('button', { name: /November 10, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 18, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2026-11-10'), end: parseDate('2026-11-18') });
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const PicksRangeWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, canvasElement }) => {
    canvas.getByRole('button', { name: /Calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // Focus starts on the range start; Enter anchors a new range there and moves focus to the next day.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /November 1, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('button', { name: /November 2, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: /November 3, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: parseDate('2026-11-01'), end: parseDate('2026-11-03') });
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ClosesOnEscape: Story = { tags: ['no-screenshot'], play: closesOnEscape };
