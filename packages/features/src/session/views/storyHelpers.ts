import { expect, waitFor, within } from 'storybook/test';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** Waits until the previewed session runs its watchers (user, config and expiry loaded). */
export async function sessionReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ready="true"]')).not.toBeNull(), { timeout: 5000 });
}

/** Queries over the whole page: modals render outside the story's canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
