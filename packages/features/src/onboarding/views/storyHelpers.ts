import { expect, waitFor, within } from 'storybook/test';

/** Queries over the whole page: modals and drawers render outside the story's canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the preview is signed in and the sequence after sign-in has run. */
export async function signedIn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ready="true"]')).not.toBeNull(), { timeout: 5000 });
}

/** The analytics events as the mock writes them down. */
export const viewEvent = (announcement: string) =>
  `POST /services/analytics/events ${JSON.stringify({ type: 'view', event: 'Announcement viewed', announcement })}`;
export const actionEvent = (announcement: string, properties: object) =>
  `POST /services/analytics/events ${JSON.stringify({ type: 'action', event: 'Announcement action', announcement, properties })}`;
