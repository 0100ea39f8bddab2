import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInDataScopeFixture } from '../../../navigation/fixtures/navigation';
import { savedQueriesFixture } from '../../../queries/fixtures/queries';
import { QUERY_BUILDER_MESSAGES as QB } from '../../../queries/views/QueryBuilder';
import { ASSETS_PATHS } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { assetsStory, type AssetsStoryKit, type AssetsStoryOptions } from '../../mocks/assetsStory';
import { AssetsStoryRoutes } from '../AssetsStoryRoutes';
import { AssetsScreen } from './AssetsScreen';

const meta = {
  title: 'Features/Assets/AssetsScreen',
  component: AssetsScreen,
  args: { entity: 'devices' },
  render: () => <AssetsStoryRoutes />,
} satisfies Meta<typeof AssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function screenStory(options: Partial<AssetsStoryOptions>, play?: (canvasElement: HTMLElement, kit: AssetsStoryKit) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  return { ...assetsStory({ path: ASSETS_PATHS.entity('devices'), ...options }, play), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;
const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: M.gridLabel('devices') });
const rowNames = (canvasElement: HTMLElement) => within(grid(canvasElement)).queryAllByRole('rowheader').map((cell) => cell.textContent);
const listCalls = (kit: AssetsStoryKit) => kit.calls.filter(({ call }) => call.startsWith('GET /assets/devices?'));
/** The calls for a first page (the grid asks for the next pages itself while its view is not full). */
const firstPageCalls = (kit: AssetsStoryKit) => listCalls(kit).filter(({ call }) => !call.includes('cursor='));

/** The first page is in. */
async function loaded(canvasElement: HTMLElement, total = M.total(240, false)) {
  await within(canvasElement).findByText(total, {}, { timeout: 5000 });
  await waitFor(() => expect(rowNames(canvasElement).length).toBeGreaterThan(0));
}

/** Moves the pointer and focus onto the heading, and waits until no transition runs, for a steady screenshot. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
  await waitFor(() => expect(canvasElement.ownerDocument.getAnimations()).toHaveLength(0));
}

/** The devices: the first page of 20 by the default sort (last updated, newest first) with the caller's columns, and the total. */
export const Loaded = screenStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await loaded(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  // The first page does not fill the view past its last rows: the grid asks for the next one at once.
  await waitFor(() => expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '41'));
  await expect(listCalls(kit).map(({ call }) => call)).toEqual(['GET /assets/devices?sort=-last_updated&size=20', 'GET /assets/devices?sort=-last_updated&size=20&cursor=20']);
  await expect(within(grid(canvasElement)).getByRole('columnheader', { name: 'Last Updated' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rowNames(canvasElement)[0]).toBe('SRV-IT-0001');
  const types = canvas.getByRole('navigation', { name: M.assetTypes });
  await expect(within(types).getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  // A row opens its asset, by Enter as by a click.
  await userEvent.click(within(grid(canvasElement)).getByRole('rowheader', { name: 'MAC-SAL-0002' }));
  await waitFor(() => expect(address(canvasElement)).toBe(ASSETS_PATHS.asset('devices', 'devices-2')));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'MAC-SAL-0002' })).toBeVisible();
  await userEvent.click(canvas.getByRole('link', { name: M.backToList('devices') }));
  await loaded(canvasElement);
  within(grid(canvasElement)).getByRole('rowheader', { name: 'SRV-IT-0001' }).focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  await waitFor(() => expect(address(canvasElement)).toBe(ASSETS_PATHS.asset('devices', 'devices-3')));
  await userEvent.click(await canvas.findByRole('link', { name: M.backToList('devices') }));
  await loaded(canvasElement);
  // Back on the same view, the rows held are checked with their ETag (a 304 keeps them).
  await waitFor(() => expect(firstPageCalls(kit).length).toBe(3));
  await settle(canvasElement);
});

/** The first page has not come yet: the grid's loading rows under its header. */
export const Loading = screenStory({ listPending: true }, async (canvasElement) => {
  await waitFor(() => expect(grid(canvasElement).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true'));
  await expect(within(canvasElement).getByRole('button', { name: M.exportCsv })).toBeDisabled();
});

const nothingFilter = JSON.stringify({ operator: 'and', conditions: [{ field: 'hostname', operator: 'contains', value: 'no-such-host' }], groups: [] });

/** A filter that matches nothing: the empty state, and no export. */
export const Empty = screenStory({ path: ASSETS_PATHS.entity('devices', new URLSearchParams({ filter: nothingFilter }).toString()) }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: M.empty }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByText(M.total(0, false))).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.exportCsv })).toBeDisabled();
  // The filter of the address is open in the builder.
  await expect(canvas.getByRole('region', { name: M.filterPanel })).toBeVisible();
});

/** The list failed: the message in the grid and Retry, which asks again. */
export const Error = screenStory({ failList: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Internal Server Error', {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(firstPageCalls(kit).length).toBe(2));
  await expect(await canvas.findByText('Internal Server Error')).toBeVisible();
});

/** A million devices: "more than" the cap; scrolling to the end fetches the next page by cursor, never the whole list, and the grid keeps only the rows in view. */
export const CappedTotal = screenStory({ totals: { devices: 1_000_000 }, totalCap: 10_000 }, async (canvasElement, kit) => {
  await loaded(canvasElement, M.total(10_000, true));
  await expect(within(canvasElement).getByText('More than 10,000 assets')).toBeVisible();
  const box = grid(canvasElement);
  await waitFor(() => expect(box).toHaveAttribute('aria-rowcount', '41'));
  for (const rows of [61, 81]) {
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(box).toHaveAttribute('aria-rowcount', String(rows)), { timeout: 5000 });
  }
  await expect(listCalls(kit).map(({ call }) => new URLSearchParams(call.split('?')[1]).get('cursor'))).toEqual([null, '20', '40', '60']);
  await expect(within(box).getAllByRole('row').length).toBeLessThan(40);
  box.scrollTop = 0;
  await waitFor(() => expect(within(box).getByRole('rowheader', { name: 'SRV-IT-0001' })).toBeVisible());
});

/** The column chooser: a column ticked is kept for the user (PUT), the grid shows it, and the chooser opens with it ticked. */
export const ColumnChooserKeepsColumns = screenStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  const body = page(canvasElement);
  await loaded(canvasElement);
  await expect(within(grid(canvasElement)).queryByRole('columnheader', { name: 'Department' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: M.columns }));
  const dialog = await body.findByRole('dialog', { name: M.columnsTitle });
  await expect(within(dialog).getByRole('checkbox', { name: 'Host Name' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Department' }));
  await userEvent.click(within(dialog).getByRole('button', { name: M.saveColumns }));
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await expect(kit.calls.find(({ call }) => call === 'PUT /assets/devices/columns')?.body).toEqual({ columns: ['name', 'hostname', 'os_type', 'ips', 'last_updated', 'department'] });
  await waitFor(() => expect(within(grid(canvasElement)).getByRole('columnheader', { name: 'Department' })).toBeVisible());
  await userEvent.click(canvas.getByRole('button', { name: M.columns }));
  const again = await body.findByRole('dialog', { name: M.columnsTitle });
  await expect(within(again).getByRole('checkbox', { name: 'Department' })).toBeChecked();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await settle(canvasElement);
}, noScreenshot);

/** Activating a sortable header sorts by it (ascending, then descending), in the address so Back returns to the previous sort. */
export const SortsByColumn = screenStory({ totals: { devices: 60 } }, async (canvasElement, kit) => {
  await loaded(canvasElement, M.total(60, false));
  const header = () => within(grid(canvasElement)).getByRole('columnheader', { name: 'Host Name' });
  await userEvent.click(header());
  await waitFor(() => expect(address(canvasElement)).toBe(ASSETS_PATHS.entity('devices', 'sort=hostname')));
  await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
  await waitFor(() => expect(rowNames(canvasElement)[0]).toBe('MAC-FIN-0008'));
  // The keyboard: Enter on the focused header turns the order.
  header().focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(address(canvasElement)).toBe(ASSETS_PATHS.entity('devices', 'sort=-hostname')));
  await waitFor(() => expect(rowNames(canvasElement)[0]).toBe('WS-SAL-0054'));
  await expect(firstPageCalls(kit).map(({ call }) => new URLSearchParams(call.split('?')[1]).get('sort'))).toEqual(['-last_updated', 'hostname', '-hostname']);
  await settle(canvasElement);
}, noScreenshot);

const linuxServers = savedQueriesFixture.find((query) => query.name === 'Linux servers');

/** The saved queries over devices in the picker; one picked selects the list (query_id) and goes in the address. */
export const SavedQueryPicker = screenStory({}, async (canvasElement, kit) => {
  if (!linuxServers) throw new globalThis.Error('The story needs the Linux servers query');
  const body = page(canvasElement);
  await loaded(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(M.savedQuery) }));
  const listbox = await body.findByRole('listbox');
  // Only the devices' queries are offered.
  await expect(within(listbox).queryByRole('option', { name: 'Admins without MFA' })).toBeNull();
  await userEvent.click(within(listbox).getByRole('option', { name: linuxServers.name }));
  await waitFor(() => expect(address(canvasElement)).toBe(ASSETS_PATHS.entity('devices', `query=${linuxServers.id}`)));
  await loaded(canvasElement, M.total(80, false));
  await expect(rowNames(canvasElement).every((name) => name.startsWith('SRV-'))).toBe(true);
  await expect(listCalls(kit).at(-1)?.call).toContain(`query_id=${linuxServers.id}`);
  await settle(canvasElement);
});

/** The query builder panel: a filter written and applied goes to the address and selects the list; Clear filter lists all again. */
export const FiltersWithTheBuilder = screenStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.filter }));
  const panel = canvas.getByRole('region', { name: M.filterPanel });
  await userEvent.click(within(panel).getByRole('tab', { name: QB.textTab }));
  const text = await within(panel).findByRole('textbox', { name: QB.textLabel });
  await userEvent.type(text, 'os_type = "macOS"');
  await userEvent.click(within(panel).getByRole('button', { name: QB.apply }));
  await userEvent.click(within(panel).getByRole('button', { name: M.applyFilter }));
  await loaded(canvasElement, M.total(80, false));
  await expect(rowNames(canvasElement).every((name) => name.startsWith('MAC-'))).toBe(true);
  const filter = new URLSearchParams(address(canvasElement).split('?')[1]).get('filter');
  await expect(JSON.parse(filter ?? 'null')).toEqual({ operator: 'and', conditions: [{ field: 'os_type', operator: 'equals', value: 'macOS' }], groups: [] });
  await expect(listCalls(kit).at(-1)?.call).toContain('filter=');
  await userEvent.click(within(canvas.getByRole('region', { name: M.filterPanel })).getByRole('button', { name: M.clearFilter }));
  await loaded(canvasElement);
  await expect(address(canvasElement)).toBe(ASSETS_PATHS.entity('devices'));
}, noScreenshot);

/** Export CSV streams the file: progress in rows of X-Total-Count, and Cancel aborts the request and its stream (no file). */
export const ExportProgressAndCancel = screenStory({ totals: { devices: 4000 }, exportChunkDelayMs: 400 }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await loaded(canvasElement, M.total(4000, false));
  await userEvent.click(canvas.getByRole('button', { name: M.exportCsv }));
  const progress = await canvas.findByRole('progressbar', { name: M.exporting });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', M.exportProgress(500, 4000)), { timeout: 5000 });
  await expect(progress).toHaveAttribute('aria-valuemax', '4000');
  await userEvent.click(canvas.getByRole('button', { name: M.cancelExport }));
  await expect(await canvas.findByText(M.exportCancelled)).toBeVisible();
  await expect(canvas.queryByRole('progressbar')).toBeNull();
  await expect(kit.saved).toHaveLength(0);
  // Again, to the end: the file goes to the browser with the server's name and every row.
  await userEvent.click(canvas.getByRole('button', { name: M.exportCsv }));
  await expect(await canvas.findByText(M.exportDone(4000), {}, { timeout: 10_000 })).toBeVisible();
  await expect(kit.saved.map(({ fileName }) => fileName)).toEqual(['devices-2026-11-01.csv']);
  const csv = await kit.saved[0]?.text;
  await expect(csv?.split('\n')[0]).toBe('Asset Name,Host Name,OS: Type,IP Addresses,Last Updated');
  await expect(csv?.trimEnd().split('\n')).toHaveLength(4001);
  await settle(canvasElement);
}, noScreenshot);

/** Inside a data scope the server hides the type (404): the spec's notice. */
export const NotAvailableInDataScope = screenStory({ user: adminInDataScopeFixture, hidden: ['devices'] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByRole('heading', { level: 2, name: M.notInDataScope }, { timeout: 5000 })).toBeVisible();
  await expect(M.notInDataScope).toBe('This page is not available within this Data Scope');
});
