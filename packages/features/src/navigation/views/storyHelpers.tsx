import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigationStoryKit, type NavigationStoryKit, type NavigationStoryOptions } from '../mocks/navigationStory';
import { NavigationPreview } from './NavigationPreview';

/** The console's usual window: every entry of the spec fits (the test browser paints no further). */
export const WINDOW_HEIGHT_PX = 720;
/** A short window: ten entries fit, the rest go under More. */
export const SHORT_HEIGHT_PX = 560;
/** A very short window: six entries fit, the rest go under More. */
export const TINY_HEIGHT_PX = 400;

export interface PreviewStoryOptions extends NavigationStoryOptions {
  heightPx?: number;
  /** Handlers that answer before the kit's. */
  extra?: (kit: NavigationStoryKit) => RequestHandler[];
  /** The page beside the sidebar. */
  children?: React.ReactNode;
}

/** What `previewStory` gives: the kit for the play function, and the story's parameters and render. */
export interface PreviewStory {
  kit: NavigationStoryKit;
  story: { parameters: Record<string, unknown>; render: () => React.JSX.Element };
}

/** The parameters and render of a story of the signed-in sidebar, and its kit for the play function. */
export function previewStory({ heightPx = WINDOW_HEIGHT_PX, extra, children, ...options }: PreviewStoryOptions = {}): PreviewStory {
  const kit = navigationStoryKit(options);
  return {
    kit,
    story: {
      parameters: { layout: 'fullscreen', store: kit.store, route: kit.route, msw: kit.handlers(extra?.(kit)) },
      render: () => (
        <NavigationPreview toaster={kit.toaster} storage={kit.storage} heightPx={heightPx}>
          {children}
        </NavigationPreview>
      ),
    },
  };
}

/** Queries over the whole page: menus, popovers and dialogs render outside the canvas. */
export const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the user, the session config and the flags are in and the sidebar shows. */
export async function previewReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ready="true"]')).not.toBeNull(), { timeout: 5000 });
}

/** The sidebar's navigation landmark. */
export const sidebarNav = (canvasElement: HTMLElement) => within(canvasElement).getByRole('navigation', { name: 'Main' });

/** The text a screen reader reads for `element`: its text without the parts hidden from it. */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
}

/** The names of the entries shown in the sidebar itself, as read, in order. */
export function shownEntryNames(canvasElement: HTMLElement): string[] {
  return within(sidebarNav(canvasElement)).getAllByRole('link').map(spokenText);
}

/** One entry as the user finds it: in the sidebar or under More. */
export interface EntryFound {
  name: string;
  disabled: boolean;
}

/** Every entry in order, those under More included (opens and closes More when there is one). */
export async function allEntries(canvasElement: HTMLElement): Promise<EntryFound[]> {
  const nav = within(sidebarNav(canvasElement));
  const found = (element: Element): EntryFound => ({ name: spokenText(element), disabled: element.getAttribute('aria-disabled') === 'true' });
  const shown = nav.getAllByRole('link').map(found);
  const more = nav.queryByRole('button', { name: 'More' });
  if (!more) return shown;
  await userEvent.click(more);
  const menu = await onPage(canvasElement).findByRole('menu', { name: 'More' });
  const hidden = within(menu).getAllByRole('menuitem').map(found);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onPage(canvasElement).queryByRole('menu', { name: 'More' })).not.toBeInTheDocument());
  return [...shown, ...hidden];
}

/** Every entry's name, in order. */
export async function entryNames(canvasElement: HTMLElement): Promise<string[]> {
  return (await allEntries(canvasElement)).map((entry) => entry.name);
}

/** The names of the disabled entries, in order. */
export async function disabledEntries(canvasElement: HTMLElement): Promise<string[]> {
  return (await allEntries(canvasElement)).filter((entry) => entry.disabled).map((entry) => entry.name);
}

/** Waits until the Findings count shows `count` (or '—' when the user gets none). */
export async function countShown(canvasElement: HTMLElement, count: string) {
  await waitFor(() => expect(within(canvasElement).getByTestId('count')).toHaveTextContent(count));
}

/** Waits until no menu, popover or dialog is entering. */
export async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
}

/**
 * What fits is what shows: with More, less than one more entry's room is left below it (what
 * the sidebar measured is what it filled); without More, every entry shows. Returns how many
 * entries the sidebar itself shows.
 */
export async function fillsTheSidebar(canvasElement: HTMLElement): Promise<number> {
  const navigation = sidebarNav(canvasElement);
  const links = within(navigation).getAllByRole('link');
  const more = within(navigation).queryByRole('button', { name: 'More' });
  if (!more) return links.length;
  const room = navigation.parentElement?.getBoundingClientRect().bottom ?? 0;
  const left = room - more.getBoundingClientRect().bottom;
  const entryPx = more.getBoundingClientRect().height;
  await expect(left).toBeGreaterThanOrEqual(0);
  // One more entry needs its height and the 2 px gap; the list's 4 px bottom padding stays.
  await expect(left).toBeLessThan(entryPx + 2 + 4);
  return links.length;
}
