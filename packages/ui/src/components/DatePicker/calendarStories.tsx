/** Story helpers shared by the DatePicker and DateRangePicker stories: room for the calendar and its buttons. */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

/** Leaves room under the field for the calendar popover in screenshots. */
export const calendarRoom: Decorator = (Story) => (
  <div style={{ minHeight: 360 }}>
    <Story />
  </div>
);

/** RAC also renders visually hidden copies of the month buttons for screen readers; this takes the visible one. */
export function navButton(dialog: HTMLElement, name: 'Next' | 'Previous'): HTMLElement {
  const button = within(dialog)
    .getAllByRole('button', { name })
    .find((candidate) => candidate.hasAttribute('slot'));
  if (!button) throw new Error(`No visible ${name} button`);
  return button;
}

/** Opens the calendar with the pointer and returns its dialog. */
export async function openCalendar(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** Play of the `Open` stories: the calendar opens on the month of the value. */
export async function opensOnValueMonth({ canvasElement }: { canvasElement: HTMLElement }) {
  const dialog = await openCalendar(canvasElement);
  await expect(within(dialog).getByRole('heading', { name: 'November 2026' })).toBeVisible();
}

/** Play of the `ClosesOnEscape` stories: Escape closes the calendar without changing the value. */
export async function closesOnEscape({ args, canvasElement }: { args: { onChange?: unknown }; canvasElement: HTMLElement }) {
  await openCalendar(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.keyboard('{Escape}');
  await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  await expect(args.onChange).not.toHaveBeenCalled();
}
