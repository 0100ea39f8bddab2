import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_PATHS } from '../../dashboards.constants';
import { DASHBOARD_DIALOGS_MESSAGES as D } from '../../dashboards.dialogs.messages';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { OVERVIEW_SPACE_ID, spacesFixture } from '../../fixtures/dashboards';
import { dialogClosed } from '../../state/dashboard.slice';
import { dashboardsStoryKit, type DashboardsStoryKit, type DashboardsStoryOptions } from '../../mocks/dashboardsStory';
import { DashboardsStoryRoutes } from '../DashboardsStoryRoutes';
import { SpacesScreen } from './SpacesScreen';

const meta = {
  title: 'Features/Dashboards/SpacesScreen',
  component: SpacesScreen,
  render: () => <DashboardsStoryRoutes />,
} satisfies Meta<typeof SpacesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function listStory(options: DashboardsStoryOptions, play?: (canvasElement: HTMLElement, kit: DashboardsStoryKit) => Promise<void>, extra: Partial<Story> = {}): Story {
  const kit = dashboardsStoryKit({ path: DASHBOARD_PATHS.list, ...options });
  return { parameters: kit.parameters, beforeEach: kit.beforeEach, ...(play && { play: ({ canvasElement }) => play(canvasElement, kit) }), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const byName = spacesFixture.map((space) => space.name).sort((a, b) => a.localeCompare(b));
const names = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.querySelector('a')?.textContent);
const isListCall = (call: string) => call.startsWith('GET /dashboard?');
const listCalls = (kit: DashboardsStoryKit) => kit.calls.map(({ call }) => call).filter(isListCall);

async function listReady(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('link', { name: byName[0] }, { timeout: 5000 });
}

/** The dashboards by name, 20 a page, with their favourites and links; a row is named by its name alone. */
export const Default = listStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  await expect(within(canvasElement).getByRole('columnheader', { name: M.columnFolder })).toBeInTheDocument();
  await expect(names(canvasElement)).toEqual(byName.slice(0, 20));
  await expect(listCalls(kit)).toEqual(['GET /dashboard?all_spaces=true&size=20&page=0&sort=name']);
  await expect(within(canvasElement).getByText(M.total(22))).toBeVisible();
  await expect(within(canvasElement).getByRole('link', { name: 'Security Overview' })).toHaveAttribute('href', DASHBOARD_PATHS.space(OVERVIEW_SPACE_ID));
  await expect(within(canvasElement).getByRole('button', { name: M.favorite('Security Overview') })).toHaveAttribute('aria-pressed', 'true');
  // The star is not in the row header: its name would be read in the row's and its checkbox's.
  await expect(within(canvasElement).getByRole('rowheader', { name: 'Security Overview' })).toBeVisible();
  // Types by their names, not their codes.
  await expect(within(canvasElement).getAllByRole('gridcell', { name: 'Predefined' }).length).toBeGreaterThan(0);
  await expect(within(canvasElement).queryAllByRole('gridcell', { name: 'predefined' })).toHaveLength(0);
});

/**
 * The management filters offer the values of the dashboards there are (GET /dashboard/management/filters);
 * a choice lists only its dashboards, from the first page, by keyboard as by pointer, and Any lists all again.
 */
export const Filters = listStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(`${M.columnAccess}$`) }));
  await expect(kit.calls.map(({ call }) => call)).toContain('GET /dashboard/management/filters');
  await userEvent.click(await page(canvasElement).findByRole('option', { name: M.access.private }));
  await waitFor(() => expect(names(canvasElement)).toEqual(['Empty dashboard', 'My compliance notes']));
  await expect(listCalls(kit).at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0&sort=name&access=private');
  // By keyboard: the type filter opens with the arrow key, and Personal narrows the private ones no further.
  canvas.getByRole('button', { name: new RegExp(`${M.columnType}$`) }).focus();
  await userEvent.keyboard('{ArrowDown}');
  await userEvent.click(await page(canvasElement).findByRole('option', { name: M.type.predefined }));
  await waitFor(() => expect(within(canvasElement).getByText(M.emptyFiltered)).toBeVisible());
  await expect(listCalls(kit).at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0&sort=name&types=predefined&access=private');
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${M.columnType}$`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: M.filterAny }));
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${M.columnAccess}$`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: M.filterAny }));
  await waitFor(() => expect(names(canvasElement)).toEqual(byName.slice(0, 20)));
});

/** New dashboard: the form over the list, which stays behind it; Cancel gives focus back to New dashboard, Create opens the new one. */
export const NewDashboard = listStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  const canvas = within(canvasElement);
  const address = () => canvas.getByTestId('address').textContent;
  await userEvent.click(canvas.getByRole('button', { name: M.newDashboard }));
  let dialog = await page(canvasElement).findByRole('dialog', { name: D.createTitle }, { timeout: 5000 });
  await expect(address()).toBe(DASHBOARD_PATHS.list);
  await expect(canvas.getByRole('heading', { level: 1, name: M.listTitle, hidden: true })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: D.cancel }));
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  await expect(canvas.getByRole('button', { name: M.newDashboard })).toHaveFocus();
  // Closed once, not again as the form leaves the page.
  await expect(kit.dispatched.filter((type) => type === dialogClosed.type)).toHaveLength(1);
  // Nothing of a dashboard was asked for behind the form.
  await expect(kit.calls.map(({ call }) => call).filter((call) => call.includes('chart_data'))).toEqual([]);

  await userEvent.click(canvas.getByRole('button', { name: M.newDashboard }));
  dialog = await page(canvasElement).findByRole('dialog', { name: D.createTitle }, { timeout: 5000 });
  await userEvent.type(within(dialog).getByRole('textbox', { name: D.nameLabel }), 'Patch status');
  await userEvent.click(within(dialog).getByRole('button', { name: D.create }));
  await canvas.findByRole('heading', { level: 1, name: 'Patch status' }, { timeout: 5000 });
  await expect(address()).toMatch(/^\/dashboard\/[0-9a-f-]+$/);
  await expect(kit.calls.map(({ call }) => call).filter((call) => !call.startsWith('GET'))).toEqual(['POST /dashboard']);
}, noScreenshot);

/** No dashboards. */
export const Empty = listStory({ spaces: [] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.empty, {}, { timeout: 5000 })).toBeVisible();
});

/** The list on its way. */
export const Loading = listStory({ spacesPending: true }, async (canvasElement) => {
  await expect(await within(canvasElement).findByRole('heading', { name: M.listTitle })).toBeVisible();
});

/** The list failed: the sentence and Try again, which asks once more. */
export const LoadError = listStory({ failSpaces: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.loadFailed, {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
});

async function selectFirstTwo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${byName[0] ?? ''}` }));
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${byName[1] ?? ''}` }));
  await expect(canvas.getByText(M.selected(2))).toBeVisible();
}

/** Two selected: Delete selected asks, then deletes both in one request. */
export const SelectionBulkDelete = listStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await selectFirstTwo(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.bulkDelete }));
  const dialog = await page(canvasElement).findByRole('alertdialog');
  await expect(within(dialog).getByRole('heading', { name: M.bulkDeleteTitle(2) })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
  await expect(await canvas.findByText(M.bulkDeleted(2))).toBeVisible();
  await expect(kit.calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toMatchObject({ include: true });
  await waitFor(() => expect(names(canvasElement)[0]).toBe(byName[2]));
  // The bulk bar went with the selection: focus goes to the list's heading, not the top of the page.
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: M.listTitle })).toHaveFocus());
});

/** Two selected: Change query permissions offers the three choices and changes each space's queries. */
export const SelectionBulkPermission = listStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await selectFirstTwo(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.bulkPermission }));
  const dialog = await page(canvasElement).findByRole('alertdialog');
  // The dialog says how many dashboards it changes.
  await expect(within(dialog).getByRole('heading', { name: M.bulkPermissionTitle(2) })).toBeVisible();
  await expect(M.bulkPermissionTitle(2)).toBe('Change query permissions on 2 dashboards');
  await expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  await userEvent.click(within(dialog).getByRole('radio', { name: M.bulkPermissionChoices.PRIVATE_TO_PUBLIC }));
  await userEvent.click(within(dialog).getByRole('button', { name: M.bulkPermissionApply }));
  await expect(await canvas.findByText(M.bulkPermissionDone(2))).toBeVisible();
  await expect(kit.calls.filter(({ call }) => call.startsWith('PUT')).map(({ body }) => body)).toEqual([
    { bulk_permission_change: 'PRIVATE_TO_PUBLIC' },
    { bulk_permission_change: 'PRIVATE_TO_PUBLIC' },
  ]);
}, noScreenshot);

/** Keyboard: the row's name cell, End to its actions button, Enter opens the menu. */
const rowMenu = async (canvasElement: HTMLElement, name: string) => {
  const cell = within(canvasElement).getByRole('rowheader', { name: new RegExp(name) });
  cell.focus();
  await userEvent.keyboard('{End}');
  const button = within(canvasElement).getByRole('button', { name: `Actions for ${name}` });
  await waitFor(() => expect(button).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  return page(canvasElement).findByRole('menu');
};
const customOrder = (canvasElement: HTMLElement) => names(canvasElement);

const LONG_NAME = 'Quarterly exposure review of every business unit, region and cloud account (draft for the audit committee)';

/** A name longer than its column ends in an ellipsis inside it, its whole text the link's title. */
export const LongName = listStory({ spaces: spacesFixture.map((space, index) => (index === 0 ? { ...space, name: LONG_NAME } : space)) }, async (canvasElement) => {
  const link = await within(canvasElement).findByRole('link', { name: LONG_NAME }, { timeout: 5000 });
  await expect(link).toHaveAttribute('title', LONG_NAME);
  const cell = link.closest('[role="rowheader"]');
  if (!cell) throw new Error('the name is not in its row header');
  await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(cell.getBoundingClientRect().right);
  await expect(link.scrollWidth).toBeGreaterThan(link.clientWidth);
});

/** As wide as the list is at 1,024 px beside the sidebar: the names keep 200 px, and the table scrolls sideways instead. */
export const NarrowWindow = listStory(
  {},
  async (canvasElement) => {
    await listReady(canvasElement);
    const header = within(canvasElement).getByRole('columnheader', { name: M.columnName });
    await expect(header.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    const table = within(canvasElement).getByRole('grid');
    const scroller = table.parentElement;
    if (!scroller) throw new Error('the table has no scrolling parent');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
  { decorators: [(Story) => <div style={{ width: 756 }}>{Story()}</div>] },
);

// A short list (the folder stories need no paging), two of them in folders.
const withFolders = spacesFixture.slice(0, 5).map((space, index) => ({ ...space, folder_id: index < 2 ? 'Compliance' : index === 2 ? 'Audit/2026' : null }));
const folderNames = withFolders.map((space) => space.name).sort((a, b) => a.localeCompare(b));

/** A dashboard's folder is a link to the folder's own list, which names it and leads back to all dashboards. */
export const FolderLinks = listStory({ spaces: withFolders }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  const folderLinks = canvas.getAllByRole('link', { name: 'Compliance' });
  await expect(folderLinks).toHaveLength(2);
  await userEvent.click(folderLinks[0] as HTMLElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: M.folderListTitle('Compliance') })).toBeVisible();
  await waitFor(() => expect(listCalls(kit).at(-1)).toContain('folder_id=Compliance'));
  await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(2));
  await userEvent.click(canvas.getByRole('link', { name: M.allDashboards }));
  await expect(await canvas.findByRole('heading', { level: 1, name: M.listTitle })).toBeVisible();
});

/** Sorted by a column, Move up / Move down say they need My order and are disabled; Move to folder is not. */
export const ReorderNeedsMyOrder = listStory({}, async (canvasElement) => {
  await listReady(canvasElement);
  await expect(within(canvasElement).getByText(M.customOrderHint)).toBeVisible();
  const menu = await rowMenu(canvasElement, byName[0] ?? '');
  await expect(within(menu).getByRole('menuitem', { name: M.moveUp })).toHaveAttribute('aria-disabled', 'true');
  await expect(within(menu).getByRole('menuitem', { name: M.moveDown })).toHaveAttribute('aria-disabled', 'true');
  await expect(within(menu).getByRole('menuitem', { name: M.moveToFolder })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
}, noScreenshot);

/** Keyboard only: My order (the caller's order, no sort), then Move down on the first row puts it second. */
export const ReorderByKeyboard = listStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  canvas.getByRole('switch', { name: M.customOrder }).focus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /dashboard?all_spaces=true&size=20&page=0'));
  await waitFor(() => expect(canvas.queryByText(M.customOrderHint)).toBeNull());
  await waitFor(() => expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(2));
  const [first, second] = customOrder(canvasElement);
  const menu = await rowMenu(canvasElement, first ?? '');
  await expect(within(menu).getByRole('menuitem', { name: M.moveUp })).toHaveAttribute('aria-disabled', 'true');
  await expect(within(menu).getByRole('menuitem', { name: M.moveDown })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(M.reordered(first ?? '', 2))).toBeVisible();
  await expect(kit.calls.find(({ call }) => call.startsWith('PUT /dashboard/reorder/'))?.body).toEqual({ index: 1 });
  await waitFor(() => expect(customOrder(canvasElement).slice(0, 2)).toEqual([second, first]));
  // Dismissed by keyboard, the notice gives the focus to the list's heading, not to the page.
  canvas.getByRole('button', { name: 'Dismiss' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: M.listTitle })).toHaveFocus());
  await expect(canvas.queryByText(M.reordered(first ?? '', 2))).toBeNull();
});

/** A row's Move to folder by keyboard: a new folder typed, moved, the list refreshed. */
export const MoveRowToNewFolder = listStory({ spaces: withFolders }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  const name = folderNames[0] ?? '';
  await canvas.findByRole('link', { name }, { timeout: 5000 });
  await rowMenu(canvasElement, name);
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.moveToFolderOneTitle(name) });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: M.folderLabel })).toHaveFocus());
  await userEvent.keyboard('Audit/2027');
  // The first Enter keeps the typed name and closes the suggestions, the second moves.
  await page(canvasElement).findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(M.movedToFolder(1, 'Audit/2027'))).toBeVisible();
  const uuid = withFolders.find((space) => space.name === name)?.uuid;
  await expect(kit.calls.find(({ call }) => call === 'PUT /dashboard/move_to_folder')?.body).toEqual({ ids: [uuid], folder_id: 'Audit/2027' });
  // The list asked for again after the move (a busy run may also see the minutely refetch).
  await waitFor(() => {
    const calls = kit.calls.map(({ call }) => call);
    return expect(calls.slice(calls.indexOf('PUT /dashboard/move_to_folder') + 1).some(isListCall)).toBe(true);
  });
});

/** Two selected, Move to folder offers the folders there are; one is chosen with the keyboard. */
export const BulkMoveToFolder = listStory({ spaces: withFolders }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: folderNames[0] }, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${folderNames[0] ?? ''}` }));
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${folderNames[1] ?? ''}` }));
  await userEvent.click(canvas.getByRole('button', { name: M.moveToFolder }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.moveToFolderTitle(2) });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: M.folderLabel })).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}');
  const options = await page(canvasElement).findAllByRole('option');
  await expect(options.map((option) => option.textContent)).toEqual(['Audit/2026', 'Compliance']);
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(within(dialog).getByRole('combobox', { name: M.folderLabel })).toHaveValue('Compliance');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
  await expect(await canvas.findByText(M.movedToFolder(2, 'Compliance'))).toBeVisible();
  const ids = folderNames.slice(0, 2).map((name) => withFolders.find((space) => space.name === name)?.uuid);
  await expect(kit.calls.find(({ call }) => call === 'PUT /dashboard/move_to_folder')?.body).toEqual({ ids, folder_id: 'Compliance' });
}, noScreenshot);

/** Two selected, Export selected (keyboard) downloads their documents in one file. */
export const BulkExport = listStory({ spaces: withFolders }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: folderNames[0] }, { timeout: 5000 });
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${folderNames[0] ?? ''}` }));
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${folderNames[1] ?? ''}` }));
  canvas.getByRole('button', { name: M.bulkExport }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(M.bulkExported(2))).toBeVisible();
  await expect(kit.downloads.map(({ fileName }) => fileName)).toEqual(['dashboards.json']);
  const ids = folderNames.slice(0, 2).map((name) => withFolders.find((space) => space.name === name)?.uuid);
  await expect(kit.calls.find(({ call }) => call === 'POST /dashboard/export')?.body).toEqual({ selection: { ids, include: true } });
});

/** The page selected: Select all 22 dashboards selects every match; one unticked is left out of the delete. */
export const SelectAllMatching = listStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
  await expect(canvas.getByText(M.selected(20))).toBeVisible();
  canvas.getByRole('button', { name: M.selectAllMatching(22) }).focus();
  await userEvent.keyboard('{Enter}');
  await expect(await canvas.findByText(M.allMatchingSelected(22))).toBeVisible();
  // The button gave way to Clear selection, which takes the focus.
  await waitFor(() => expect(canvas.getByRole('button', { name: M.clearSelection })).toHaveFocus());
  await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${byName[0] ?? ''}` }));
  await expect(canvas.getByText(M.matchingSelected(21, 22))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.bulkDelete }));
  const dialog = await page(canvasElement).findByRole('alertdialog');
  await expect(within(dialog).getByRole('heading', { name: M.bulkDeleteTitle(21) })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
  await expect(await canvas.findByText(M.bulkDeleted(21))).toBeVisible();
  const kept = spacesFixture.find((space) => space.name === byName[0])?.uuid;
  await expect(kit.calls.find(({ call }) => call === 'DELETE /dashboard')?.body).toEqual({ ids: [kept], include: false, filters: {} });
  await waitFor(() => expect(names(canvasElement)).toEqual([byName[0]]));
}, noScreenshot);

/** The dark theme. */
export const Dark = listStory({}, async (canvasElement) => {
  await listReady(canvasElement);
}, { globals: { theme: 'dark' } });
