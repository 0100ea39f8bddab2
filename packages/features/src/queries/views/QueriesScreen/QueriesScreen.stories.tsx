import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { itStaffFixture, readOnlyOwnerFixture } from '../../../navigation/fixtures/navigation';
import { ENDPOINTS_FOLDER_ID, predefinedQuery, savedQueriesFixture, staleWindowsQuery, usedQuery } from '../../fixtures/queries';
import { mockCounts } from '../../mocks/queries.handlers';
import { queriesScreenStory, type QueriesStoryKit, type QueriesStoryOptions } from '../../mocks/queriesStory';
import { QUERIES_PATHS } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { QueriesStoryRoutes } from '../QueriesStoryRoutes';
import { QueriesScreen } from './QueriesScreen';

const meta = {
  title: 'Features/Queries/QueriesScreen',
  component: QueriesScreen,
  render: () => <QueriesStoryRoutes />,
} satisfies Meta<typeof QueriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock queries server at `path`; `play` gets the kit that recorded the calls. */
function queriesStory(
  options: QueriesStoryOptions & { path?: string },
  play?: (canvasElement: HTMLElement, kit: QueriesStoryKit) => Promise<void>,
  extra: Partial<Story> = {},
): Story {
  return { ...queriesScreenStory(QUERIES_PATHS.list, options, play), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const byName = [...savedQueriesFixture].sort((a, b) => a.name.localeCompare(b.name));
const listCalls = (kit: QueriesStoryKit) => kit.calls.filter(({ call }) => call.startsWith('GET /queries?')).map(({ call }) => call);
const names = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);

async function listReady(canvasElement: HTMLElement, first = byName[0]?.name ?? '') {
  await within(canvasElement).findByRole('link', { name: first }, { timeout: 5000 });
  // The folder tree comes with its counts.
  await within(canvasElement).findByRole('link', { name: `Endpoints, ${M.total(1)}` });
}

async function rowAction(canvasElement: HTMLElement, name: string, item: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: item }));
}

async function pick(canvasElement: HTMLElement, field: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(`${field}$`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

/** The admin's list: folders with counts, the first 20 of 26 queries by name, and Load more. */
export const Loaded = queriesStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await expect(names(canvasElement)).toEqual(byName.slice(0, 20).map((query) => query.name));
  await expect(canvas.getByText(M.shownOf(20, 26))).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.newQuery })).toBeVisible();
  await expect(canvas.getByRole('link', { name: M.allQueries })).toHaveAttribute('aria-current', 'page');
});

/** The list on its way. */
export const Loading = queriesStory({ listPending: true }, async (canvasElement) => {
  await expect(await within(canvasElement).findByRole('heading', { name: M.title })).toBeVisible();
  await within(canvasElement).findByRole('link', { name: `Endpoints, ${M.total(1)}` });
});

/** No saved query at all: the empty state offers New query. */
export const Empty = queriesStory({ queries: [] }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.empty)).toBeVisible();
  await expect(canvas.getAllByRole('button', { name: M.newQuery })).toHaveLength(2);
});

/** The server fails: the sentence and Try again, which asks once more. */
export const LoadError = queriesStory({ failList: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.loadFailed)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
});

/** Queries/View without Update (a read-only owner): no New query or New folder, and only Open and History on a row. */
export const ReadOnly = queriesStory({ user: readOnlyOwnerFixture }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await expect(canvas.queryByRole('button', { name: M.newQuery })).toBeNull();
  await expect(canvas.queryByRole('button', { name: M.newFolder })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: `Actions for ${usedQuery.name}` }));
  const menu = await page(canvasElement).findByRole('menu');
  await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([M.rowOpen, M.rowHistory]);
  await userEvent.keyboard('{Escape}');
});

/** The dark theme. */
export const Dark = queriesStory({}, async (canvasElement) => {
  await listReady(canvasElement);
}, { globals: { theme: 'dark' } });

/** A folder's address: its queries only, its name in the heading, its link current. */
export const InFolder = queriesStory({ path: QUERIES_PATHS.folder(ENDPOINTS_FOLDER_ID) }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement, staleWindowsQuery.name);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`${M.title}: Security / Endpoints`);
  await expect(listCalls(kit)).toEqual([`GET /queries?size=20&sort=name&folder_id=${ENDPOINTS_FOLDER_ID}`]);
  await expect(canvas.getByRole('link', { name: `Endpoints, ${M.total(1)}` })).toHaveAttribute('aria-current', 'page');
});

/** The search waits for the typing to stop, then asks the server. */
export const Search = queriesStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: M.searchLabel }), 'windows');
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /queries?size=20&sort=name&search=windows'));
  await waitFor(() => expect(names(canvasElement)).toEqual([staleWindowsQuery.name]));
  // Fewer requests than keystrokes: the debounce (driven by fake time in the saga tests) drops most letters.
  await expect(listCalls(kit).filter((call) => call.includes('search=')).length).toBeLessThan('windows'.length);
}, noScreenshot);

/** Show: Predefined lists the product's queries only, marked Predefined. */
export const KindFilter = queriesStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  await pick(canvasElement, M.kindLabel, M.kinds.predefined);
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /queries?size=20&sort=name&kind=predefined'));
  const predefined = byName.filter((query) => query.predefined).map((query) => query.name);
  await waitFor(() => expect(names(canvasElement)).toEqual(predefined));
  await expect(within(within(canvasElement).getByRole('grid', { name: M.tableLabel })).getAllByText(M.predefined)).toHaveLength(predefined.length);
}, noScreenshot);

/** Entity: only the queries over users; a column header sorts on the server. */
export const EntityFilterAndSort = queriesStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await pick(canvasElement, M.entityLabel, M.entityName('users'));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /queries?size=20&sort=name&entity_type=users'));
  await userEvent.click(canvas.getByRole('columnheader', { name: M.columnLastUpdated }));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /queries?size=20&sort=last_updated&entity_type=users'));
  const users = savedQueriesFixture.filter((query) => query.entity === 'users').sort((a, b) => a.last_updated.localeCompare(b.last_updated));
  await waitFor(() => expect(names(canvasElement)).toEqual(users.map((query) => query.name)));
}, noScreenshot);

/** Load more fetches the page after the last one by its cursor and adds it below. */
export const LoadMore = queriesStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.loadMore }));
  await waitFor(() => expect(names(canvasElement)).toHaveLength(26));
  await expect(listCalls(kit).at(-1)).toBe('GET /queries?size=20&sort=name&cursor=20');
  await expect(canvas.queryByRole('button', { name: M.loadMore })).toBeNull();
  await expect(canvas.getByText(M.total(26))).toBeVisible();
}, noScreenshot);

/** A query's name opens it in the editor. */
export const OpenQuery = queriesStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('link', { name: predefinedQuery.name }));
  await expect(await canvas.findByRole('heading', { level: 1, name: predefinedQuery.name })).toBeVisible();
  await expect(canvas.getByTestId('address')).toHaveTextContent(QUERIES_PATHS.query(predefinedQuery.id));
  await expect(await canvas.findByText(M.readOnlyPredefined)).toBeVisible();
  // The counts and the first matching assets are in.
  await canvas.findByText(M.count(mockCounts(predefinedQuery.entity, predefinedQuery.filter).count), {}, { timeout: 5000 });
  await waitFor(() => expect(within(canvas.getByRole('grid', { name: M.previewLabel })).getAllByRole('rowheader').length).toBeGreaterThan(0));
}, noScreenshot);

/** Delete of a query in use: the server's 409 lists the chart and the campaign; Delete anyway removes it. */
export const DeleteInUse = queriesStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await rowAction(canvasElement, usedQuery.name, M.rowDelete);
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: M.deleteTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: M.delete }));
  const inUse = await page(canvasElement).findByRole('alertdialog', { name: M.inUseTitle });
  const usedBy = within(inUse).getByRole('list', { name: M.usedByLabel });
  await expect(within(usedBy).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    M.usedByChart('Exploitable criticals', 'Security Overview'),
    M.usedByCampaign('Q4 access review'),
  ]);
  await userEvent.click(within(inUse).getByRole('button', { name: M.deleteAnyway }));
  await waitFor(() => expect(canvas.getByText(M.deleted(usedQuery.name))).toBeVisible());
  await expect(kit.calls.filter(({ call }) => call.startsWith('DELETE')).map(({ call }) => call)).toEqual([
    `DELETE /queries/${usedQuery.id}`,
    `DELETE /queries/${usedQuery.id}?force=true`,
  ]);
  await expect(names(canvasElement)).not.toContain(usedQuery.name);
}, noScreenshot);

/** The 409 dialog itself, left open for its look. */
export const UsedByDialog = queriesStory({}, async (canvasElement) => {
  await listReady(canvasElement);
  await rowAction(canvasElement, usedQuery.name, M.rowDelete);
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: M.deleteTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: M.delete }));
  await expect(await page(canvasElement).findByRole('alertdialog', { name: M.inUseTitle })).toBeVisible();
});

/** New folder inside the open folder; it appears in the tree. */
export const NewFolder = queriesStory({ path: QUERIES_PATHS.folder(ENDPOINTS_FOLDER_ID) }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement, staleWindowsQuery.name);
  await userEvent.click(canvas.getByRole('button', { name: M.newFolder }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.folderTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: M.folderCreate }));
  await expect(await within(dialog).findByText(M.folderNameRequired)).toBeVisible();
  await userEvent.type(within(dialog).getByRole('textbox', { name: M.folderName }), 'Laptops');
  await userEvent.click(within(dialog).getByRole('button', { name: M.folderCreate }));
  await waitFor(() => expect(canvas.getByText(M.folderCreated('Laptops'))).toBeVisible());
  await expect(kit.calls.find(({ call }) => call === 'POST /query_folders')?.body).toEqual({ name: 'Laptops', parent_id: ENDPOINTS_FOLDER_ID });
  await expect(canvas.getByRole('link', { name: `Laptops, ${M.total(0)}` })).toBeVisible();
}, noScreenshot);

/** Move to folder: the query leaves the open folder and the counts follow. */
export const MoveToFolder = queriesStory({ path: QUERIES_PATHS.folder(ENDPOINTS_FOLDER_ID) }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement, staleWindowsQuery.name);
  await rowAction(canvasElement, staleWindowsQuery.name, M.rowMove);
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.moveTitle(1) });
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`${M.moveDestination}$`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Compliance' }));
  await userEvent.click(within(dialog).getByRole('button', { name: M.move }));
  await waitFor(() => expect(canvas.getByText(M.moved(1, 'Compliance'))).toBeVisible());
  await expect(await canvas.findByText(M.emptyFolder)).toBeVisible();
  await expect(await canvas.findByRole('link', { name: `Compliance, ${M.total(1)}` })).toBeVisible();
});

/** Duplicate on a predefined query (an IT user with Queries/Update): a copy of their own joins the list. */
export const Duplicate = queriesStory({ user: itStaffFixture }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await rowAction(canvasElement, predefinedQuery.name, M.rowDuplicate);
  await waitFor(() => expect(canvas.getByText(M.duplicated(`Copy of ${predefinedQuery.name}`))).toBeVisible());
  await expect(await canvas.findByRole('link', { name: `Copy of ${predefinedQuery.name}` })).toBeVisible();
}, noScreenshot);
