import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { CLEAR_SEARCH_LABEL } from '@vigil/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { labDevicesFixture, recentSearchedFixture, recentViewedFixture, searchAssetsFixture } from '../../fixtures/search';
import { RECENT_FIXTURE } from '../../mocks/search.handlers';
import { searchStoryKit, type SearchStoryKit, type SearchStoryOptions } from '../../mocks/searchStory';
import { GLOBAL_SEARCH_PAGE_SIZE } from '../../search.constants';
import { SEARCH_MESSAGES as M } from '../../search.messages';
import { GlobalSearchModal } from './GlobalSearchModal';

/** Shows the router's address, so a story sees where opening a result went. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

const meta = {
  title: 'Features/Search/GlobalSearchModal',
  component: GlobalSearchModal,
  render: () => (
    <>
      <LocationProbe />
      <GlobalSearchModal />
    </>
  ),
} satisfies Meta<typeof GlobalSearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };
/** Modals render outside the story's canvas. */
const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Queries = ReturnType<typeof onPage>;
const dialogOf = async (canvasElement: HTMLElement): Promise<Queries> => within(await onPage(canvasElement).findByRole('dialog', { name: M.title }, SLOW));
const fieldOf = (dialog: Queries) => dialog.getByRole('searchbox', { name: M.field });
const searches = (kit: SearchStoryKit) => kit.calls.filter(({ call }) => call.startsWith('GET /global_search?')).map(({ call }) => call);
/** A result group by its name: the entity type, then its count (a hidden comma between them). */
const group = (entity: string, count: string) => new RegExp(`^${entity}\\s*,\\s*${count.replace('+', '\\+')}$`);
const maria = searchAssetsFixture.find((asset) => asset.name === 'maria.garcia');

/** A story over its own mock search server; `play` gets the kit that records the calls. */
function searchStory(options: SearchStoryOptions, play?: (canvasElement: HTMLElement, kit: SearchStoryKit) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  const kit = searchStoryKit(options);
  return { parameters: kit.parameters, beforeEach: kit.beforeEach, ...(play && { play: ({ canvasElement }) => play(canvasElement, kit) }), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

/** Opened with nothing typed: 'Start searching' and its hint, the field in focus, 600 by 572 px. */
export const Empty = searchStory({}, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await expect(dialog.getByRole('heading', { name: M.startSearching })).toBeVisible();
  await expect(dialog.getByText(M.startSearchingHint)).toBeVisible();
  await waitFor(() => expect(fieldOf(dialog)).toHaveFocus());
  const box = (dialog.getByRole('heading', { name: M.title }).closest('[role="dialog"]')?.parentElement ?? canvasElement).getBoundingClientRect();
  await expect([Math.round(box.width), Math.round(box.height)]).toEqual([600, 572]);
});

/** The empty state lists the recently viewed assets and searched values from the server, each removable. */
export const EmptyWithRecentItems = searchStory({ recent: RECENT_FIXTURE }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  const viewed = await dialog.findByRole('region', { name: M.recentlyViewed }, SLOW);
  const searched = dialog.getByRole('region', { name: M.recentlySearched });
  for (const item of recentViewedFixture) {
    await expect(within(viewed).getByRole('button', { name: item.name })).toBeVisible();
    await expect(within(viewed).getByRole('button', { name: M.remove(item.name) })).toBeVisible();
  }
  for (const item of recentSearchedFixture) await expect(within(searched).getByRole('button', { name: M.remove(item.value) })).toBeVisible();
});

/** While the server has not answered: the spinner, named for what it waits for. */
export const Loading = searchStory({ value: 'fin', searchPending: true }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await expect(await dialog.findByRole('progressbar', { name: M.loading }, SLOW)).toBeVisible();
  await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
});

/** Typing searches after a pause: results grouped by entity type with their counts, the match marked in name and field. */
export const Results = searchStory({}, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  await userEvent.type(fieldOf(dialog), 'maria');
  const list = await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await expect(searches(kit)).toEqual([`GET /global_search?search_value=maria&limit=${GLOBAL_SEARCH_PAGE_SIZE}&skip=0`]);
  const devices = within(list).getByRole('group', { name: group('Devices', '1') });
  const users = within(list).getByRole('group', { name: group('Users', '1') });
  await expect(within(devices).getByRole('option', { name: 'LT-MARIA-01' })).toBeVisible();
  const user = within(users).getByRole('option', { name: 'maria.garcia' });
  await expect(user).toHaveAccessibleDescription('Users · User Name: maria.garcia Adapters: Active Directory, Okta');
  await expect([...user.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['maria', 'maria']);
  // A search whose results show is recorded.
  await waitFor(() => expect(kit.calls).toContainEqual({ call: 'POST /global_search/recent', body: { kind: 'searched', value: 'maria' } }));
});

/** Counts the server stopped at its cap read "N+". */
export const CappedCounts = searchStory({ value: 'ws-lab', assets: labDevicesFixture(120), cap: 100 }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  const list = await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await expect(within(list).getByRole('group', { name: group('Devices', '100+') })).toHaveTextContent('100+');
});

/** 200 results a page: scrolling to the end of the list fetches the next page (skip 200). */
export const MoreOnScroll = searchStory({ value: 'ws-lab', assets: labDevicesFixture(230) }, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  const list = await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(GLOBAL_SEARCH_PAGE_SIZE));
  within(list).getAllByRole('option').at(-1)?.scrollIntoView();
  await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(230), SLOW);
  await expect(searches(kit)).toEqual([
    `GET /global_search?search_value=ws-lab&limit=${GLOBAL_SEARCH_PAGE_SIZE}&skip=0`,
    `GET /global_search?search_value=ws-lab&limit=${GLOBAL_SEARCH_PAGE_SIZE}&skip=${GLOBAL_SEARCH_PAGE_SIZE}`,
  ]);
  // Back to the top for the screenshot: the modal's body is what scrolls.
  let scroller = list.parentElement;
  while (scroller && scroller.scrollHeight <= scroller.clientHeight) scroller = scroller.parentElement;
  if (scroller) scroller.scrollTop = 0;
}, noScreenshot);

/** Nothing matches: 'No results found' and the hint to adjust the search. */
export const NoResults = searchStory({}, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  await userEvent.type(fieldOf(dialog), 'zz-nothing');
  await expect(await dialog.findByRole('heading', { name: M.noResults }, SLOW)).toBeVisible();
  await expect(dialog.getByText(M.noResultsHint)).toBeVisible();
  await expect(kit.calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
});

/** The search fails: 'Sorry, something went wrong' and the hint to try again or contact support. */
export const Error = searchStory({ value: 'fin', failSearch: true }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await expect(await dialog.findByRole('heading', { name: M.error }, SLOW)).toBeVisible();
  await expect(dialog.getByText(M.errorHint)).toBeVisible();
});

/** The searchable fields cannot be read: the same error state (spec 001 section 8). */
export const FieldsError = searchStory({ failFields: true }, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  await expect(await dialog.findByRole('heading', { name: M.error }, SLOW)).toBeVisible();
  await expect(kit.calls.map(({ call }) => call)).toContain('GET /global_search/fields');
}, noScreenshot);

/** From the keyboard: an e-mail typed, the first result in focus, Enter opens the user's page and records it. */
export const KeyboardOpensAnAsset = searchStory({}, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  const field = fieldOf(dialog);
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard('maria.garcia@acme.example');
  const option = await dialog.findByRole('option', { name: 'maria.garcia' }, SLOW);
  await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', option.id));
  await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
  await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(onPage(canvasElement).getByRole('status', { name: 'Address' })).toHaveTextContent(`/assets/users/${maria?.id ?? ''}`);
  await waitFor(() =>
    expect(kit.calls).toContainEqual({ call: 'POST /global_search/recent', body: { kind: 'viewed', entity_type: 'users', asset_id: maria?.id } }),
  );
}, noScreenshot);

/** A recent item's remove button, reached with Tab, removes it on the server and from the list. */
export const RemovesARecentItem = searchStory({ recent: RECENT_FIXTURE }, async (canvasElement, kit) => {
  const dialog = await dialogOf(canvasElement);
  const remove = await dialog.findByRole('button', { name: M.remove('10.0.4') }, SLOW);
  await waitFor(() => expect(fieldOf(dialog)).toHaveFocus());
  while (document.activeElement !== remove) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(dialog.queryByRole('button', { name: '10.0.4' })).not.toBeInTheDocument());
  await expect(kit.calls.map(({ call }) => call)).toContain(`DELETE /global_search/recent/${recentSearchedFixture[0]?.id ?? ''}`);
  await expect(dialog.getByRole('button', { name: 'finance' })).toBeVisible();
}, noScreenshot);

/** Choosing a recently viewed asset opens its page (from another asset's page) and records it again. */
export const OpensARecentAsset = searchStory({ recent: RECENT_FIXTURE, path: `/assets/devices/${recentViewedFixture[1]?.asset_id ?? ''}` }, async (canvasElement, kit) => {
  const address = onPage(canvasElement).getByRole('status', { name: 'Address' });
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(await dialog.findByRole('button', { name: 'maria.garcia' }, SLOW));
  await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(address).toHaveTextContent(`/assets/users/${maria?.id ?? ''}`);
  await waitFor(() => expect(kit.calls.map(({ call }) => call)).toContain('POST /global_search/recent'));
}, noScreenshot);

/** Choosing a recently searched value searches it again. */
export const SearchesARecentValue = searchStory({ recent: RECENT_FIXTURE }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await userEvent.click(await dialog.findByRole('button', { name: 'finance' }, SLOW));
  await expect(fieldOf(dialog)).toHaveValue('finance');
  const list = await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await expect(within(list).getByRole('option', { name: 'Finance Reporting Suite' })).toBeVisible();
}, noScreenshot);

/** The field's clear button resets the search value: the empty state again. */
export const ClearResets = searchStory({ value: 'fin' }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await userEvent.click(dialog.getByRole('button', { name: CLEAR_SEARCH_LABEL }));
  await expect(fieldOf(dialog)).toHaveValue('');
  await expect(dialog.getByRole('heading', { name: M.startSearching })).toBeVisible();
  await expect(dialog.queryByRole('listbox')).not.toBeInTheDocument();
}, noScreenshot);

/** Escape closes the modal, also while the field holds text. */
export const EscapeCloses = searchStory({ value: 'fin' }, async (canvasElement) => {
  const dialog = await dialogOf(canvasElement);
  await dialog.findByRole('listbox', { name: M.results }, SLOW);
  await waitFor(() => expect(fieldOf(dialog)).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}, noScreenshot);
