// Stories only: a campaigns story over its own mock server, and the steps the play functions share.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { campaignsStoryKit, type CampaignsStoryKit, type CampaignsStoryOptions } from '../mocks/campaignsStory';

/** A story part: the kit's parameters, a fresh server per run, a play given the kit; play-only unless `screenshot`. */
export function campaignsStory(
  options: CampaignsStoryOptions,
  play?: (canvasElement: HTMLElement, kit: CampaignsStoryKit) => Promise<void>,
  { screenshot = false }: { screenshot?: boolean } = {},
) {
  const kit = campaignsStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    ...(screenshot ? {} : { tags: ['no-screenshot'] }),
    ...(play && { play: ({ canvasElement }: { canvasElement: HTMLElement }) => play(canvasElement, kit) }),
  };
}

/** Queries over the whole page: popovers and dialogs render outside the canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the select labelled `label` and picks `option`. */
export async function pick(canvasElement: HTMLElement, label: string | RegExp, option: string) {
  const name = typeof label === 'string' ? new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : label;
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  await userEvent.click(await onPage(canvasElement).findByRole('option', { name: option }));
}

/** Types a day (month, day, year) into the first (start) or second (end) date picker of `container`. */
export async function typeDay(container: HTMLElement, which: 'start' | 'end', day: { month: string; day: string; year: string }) {
  const month = within(container).getAllByRole('spinbutton', { name: /month/ })[which === 'start' ? 0 : 1];
  if (!month) throw new Error('no date picker');
  await userEvent.click(month);
  await userEvent.keyboard(`${day.month}${day.day}${day.year}`);
}

/** The current address of the story's router. */
export const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;

/** Waits until no overlay is entering or leaving, for a still screenshot. */
export async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}
