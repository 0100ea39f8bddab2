import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { savedQueriesFixture } from '../../../queries/fixtures/queries';
import { readOnlyOwnerFixture } from '../../../navigation/fixtures/navigation';
import { currentUserFixture } from '../../../session/fixtures/session';
import { signInSequenceFinished } from '../../../onboarding/state/onboarding.slice';
import { ONBOARDING_MESSAGES } from '../../../onboarding/onboarding.messages';
import { DASHBOARD_PATHS } from '../../dashboards.constants';
import { DASHBOARD_DIALOGS_MESSAGES as D } from '../../dashboards.dialogs.messages';
import { CHART_TYPE_LABELS, CHART_VIEW_LABELS, CHART_WIZARD_MESSAGES as W } from '../../dashboards.wizard.messages';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import {
  ALL_VIEWS_SPACE_ID,
  allViewsSpace,
  allViewsCharts,
  summaryViewChart,
  devicesByOsChart,
  devicesOverTimeChart,
  EMPTY_SPACE_ID,
  emptySpace,
  managedSummaryChart,
  OVERVIEW_SPACE_ID,
  overviewSpace,
  spacesFixture,
  overviewCharts,
  usersBySourceChart,
} from '../../fixtures/dashboards';
import { dashboardsStoryKit, type DashboardsStoryKit, type DashboardsStoryOptions } from '../../mocks/dashboardsStory';
import { DashboardsStoryRoutes } from '../DashboardsStoryRoutes';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Features/Dashboards/DashboardScreen',
  component: DashboardScreen,
  args: { spaceId: null },
  render: () => <DashboardsStoryRoutes />,
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock dashboards server; `play` gets the kit that recorded the calls. */
function dashboardStory(options: DashboardsStoryOptions, play?: (canvasElement: HTMLElement, kit: DashboardsStoryKit) => Promise<void>, extra: Partial<Story> = {}): Story {
  const kit = dashboardsStoryKit(options);
  return { parameters: kit.parameters, beforeEach: kit.beforeEach, ...(play && { play: ({ canvasElement }) => play(canvasElement, kit) }), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dataCalls = (kit: DashboardsStoryKit) => kit.calls.filter(({ call }) => call.includes('/chart_data')).map(({ call }) => call);
const chartCard = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('group', { name });

/** The space's heading and its first chart's drawing are in. */
async function spaceReady(canvasElement: HTMLElement, name: string, firstChart: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  await waitFor(() => expect(within(chartCard(canvasElement, firstChart)).getByRole('figure')).toBeVisible(), { timeout: 5000 });
}

/** The console's home: the first favourite (Security Overview) with its charts, one data request for the space. */
export const Home = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await expect(dataCalls(kit)).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`]);
  await expect(within(canvasElement).getByRole('button', { name: M.favorite('Security Overview') })).toHaveAttribute('aria-pressed', 'true');
  await expect(within(canvasElement).getByRole('group', { name: M.gridLabel('Security Overview') })).toBeVisible();
  await expect(within(chartCard(canvasElement, managedSummaryChart.name)).getByText(managedSummaryChart.description ?? '')).toBeVisible();
});

/** One chart of each view family with data: histogram, pie, line, stacked, summary, table, matrix, venn, scatter, text, rich text, cards and tree. */
export const AllViews = dashboardStory({ path: DASHBOARD_PATHS.space(ALL_VIEWS_SPACE_ID) }, async (canvasElement) => {
  await spaceReady(canvasElement, 'All chart views', allViewsCharts[0]?.name ?? '');
  const grid = within(canvasElement).getByRole('group', { name: M.gridLabel('All chart views') });
  const names = new Set(allViewsCharts.map((chart) => chart.name));
  const items = within(grid).getAllByRole('group').map((group) => group.getAttribute('aria-label') ?? '');
  await expect(items.filter((name) => names.has(name))).toEqual(allViewsCharts.map((chart) => chart.name));
  // The table chart is a virtualised grid: its header and the rows in view.
  const table = allViewsCharts.find((chart) => chart.view === 'table');
  const tableCard = chartCard(canvasElement, table?.name ?? '');
  tableCard.scrollIntoView();
  const tableGrid = await within(tableCard).findByRole('grid', { name: table?.name });
  await expect(within(tableGrid).getAllByRole('row').length).toBeGreaterThan(1);
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
});

/** A chart far down the page draws only when it scrolls into view; the data came in the one request for the space. */
export const DrawsWhenScrolledIntoView = dashboardStory({ path: DASHBOARD_PATHS.space(ALL_VIEWS_SPACE_ID) }, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'All chart views', allViewsCharts[0]?.name ?? '');
  const last = allViewsCharts.at(-1)?.name ?? '';
  const card = chartCard(canvasElement, last);
  await expect(within(card).queryByRole('figure')).toBeNull();
  card.scrollIntoView();
  await expect(await within(card).findByRole('figure', { name: last })).toBeVisible();
  await expect(dataCalls(kit)).toEqual([`GET /dashboard/${ALL_VIEWS_SPACE_ID}/chart_data`]);
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}, noScreenshot);

/** Export hands the space's JSON document to the user. */
export const ExportSpace = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.exportSpace }));
  await waitFor(() => expect(kit.downloads.map(({ fileName }) => fileName)).toEqual(['Security Overview.json']));
  const document = JSON.parse(await (kit.downloads[0]?.file.text() ?? Promise.resolve('{}'))) as { format?: string; charts?: unknown[] };
  await expect(document.format).toBe('vigil.dashboard/1');
  await expect(document.charts).toHaveLength(overviewCharts.length);
}, noScreenshot);

/** One chart fails on its own: its reason and Retry, which asks for that chart alone; the others keep their data. */
export const ChartFailsWithRetry = dashboardStory({ failingCharts: [usersBySourceChart.id] }, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  const failed = chartCard(canvasElement, usersBySourceChart.name);
  await expect(await within(failed).findByText('The query engine timed out')).toBeVisible();
  await expect(within(failed).getByText(M.chartFailed)).toBeVisible();
  within(failed).getByRole('button', { name: `${M.chartRetry} ${usersBySourceChart.name}` }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(within(failed).getByRole('figure')).toBeVisible(), { timeout: 5000 });
  // Retry went with the failure: focus stays on the card, at its menu, not at the top of the page.
  await waitFor(() => expect(within(failed).getByRole('button', { name: M.chartActions(usersBySourceChart.name) })).toHaveFocus());
  await expect(dataCalls(kit)).toEqual([`GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data`, `GET /dashboard/${OVERVIEW_SPACE_ID}/chart_data?chart_id=${usersBySourceChart.id}`]);
}, noScreenshot);

/** The spaces on their way. */
export const Loading = dashboardStory({ spacesPending: true }, async (canvasElement) => {
  await expect(await within(canvasElement).findByRole('progressbar', { name: M.spaceLoading }, { timeout: 5000 })).toBeVisible();
});

/** The charts' data on its way: a placeholder of each chart's size. */
export const ChartsLoading = dashboardStory({ dataPending: true }, async (canvasElement) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Security Overview' }, { timeout: 5000 });
  await expect(await within(canvasElement).findByText(M.chartLoading(devicesByOsChart.name))).toBeVisible();
});

/** A space without charts offers Add chart. */
export const EmptySpace = dashboardStory({ path: DASHBOARD_PATHS.space(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.emptySpace, {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getAllByRole('button', { name: M.addChart })[1] as HTMLElement);
  await waitFor(() => expect(canvas.getByTestId('address').textContent).toBe(DASHBOARD_PATHS.newChart(EMPTY_SPACE_ID)));
  // The wizard opens (its code loads with the first dialog).
  await expect(await page(canvasElement).findByRole('heading', { name: 'New chart' }, { timeout: 5000 })).toBeVisible();
  // Only the request made with the spaces, before its charts were known (its answer is empty).
  await expect(dataCalls(kit)).toEqual([`GET /dashboard/${EMPTY_SPACE_ID}/chart_data`]);
});

/** No dashboard at all: the home offers New dashboard and the templates. */
export const NoDashboards = dashboardStory({ spaces: [] }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.noSpaces, {}, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.newDashboard })).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.fromTemplate })).toBeVisible();
});

/** The spaces could not be loaded: the sentence and Try again. */
export const LoadError = dashboardStory({ failSpaces: true }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText('Internal Server Error', {}, { timeout: 5000 })).toBeVisible();
  await expect(within(canvasElement).getByRole('button', { name: M.retry })).toBeVisible();
});

/** Refresh asks first ('Heads up!'), then refreshes the space and fetches its data again. */
export const RefreshConfirm = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.refresh }));
  const dialog = await page(canvasElement).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(within(dialog).getByRole('heading', { name: 'Heads up!' })).toBeVisible();
  await expect(within(dialog).getByText('Refresh Dashboard operation may take a while. Do you want to proceed?')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: M.refreshConfirm }));
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  await expect(await within(canvasElement).findByText(M.refreshStarted)).toBeVisible();
  await waitFor(() => expect(dataCalls(kit)).toHaveLength(2));
  await expect(kit.calls.map(({ call }) => call).filter((call) => call.startsWith('POST'))).toEqual([`POST /dashboard/${OVERVIEW_SPACE_ID}/refresh`]);
  await waitFor(() => expect(within(chartCard(canvasElement, devicesByOsChart.name)).getByRole('figure')).toBeVisible());
});

/** Cancel leaves the space as it was. */
export const RefreshCancelled = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.refresh }));
  const dialog = await page(canvasElement).findByRole('alertdialog', {}, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  await expect(kit.calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
}, noScreenshot);

/** Everything from the keyboard: Tab reaches the favourite and the header's actions, then each chart's menu, which opens with Enter. */
export const KeyboardReachable = dashboardStory({}, async (canvasElement) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  const canvas = within(canvasElement);
  const order = [M.favorite('Security Overview'), M.refresh, M.share, M.filter, M.exportSpace, M.addChart, M.moreActions, M.chartActions(overviewCharts[0]?.name ?? '')];
  canvas.getByRole('button', { name: order[0] }).focus();
  for (const name of order.slice(1)) {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name })).toHaveFocus();
  }
  await userEvent.keyboard('{Enter}');
  const menu = await page(canvasElement).findByRole('menu');
  await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([M.chartEdit, M.chartDuplicate, M.chartMove, M.chartPin, M.chartCsv, M.chartDelete]);
  await userEvent.keyboard('{Escape}');
}, noScreenshot);

/** A chart's menu button reached by Tab shows its whole focus ring (the card clips its content, not the ring). */
export const ChartActionsFocused = dashboardStory({}, async (canvasElement) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  const canvas = within(canvasElement);
  canvas.getByRole('button', { name: M.moreActions }).focus();
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: M.chartActions(overviewCharts[0]?.name ?? '') })).toHaveFocus();
});

/** Delete on a chart's menu asks, then removes the chart. */
export const DeleteChart = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.chartActions(usersBySourceChart.name) }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: M.chartDelete }));
  const dialog = await page(canvasElement).findByRole('alertdialog', {}, { timeout: 5000 });
  await expect(within(dialog).getByRole('heading', { name: M.deleteChartTitle(usersBySourceChart.name) })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
  await waitFor(() => expect(within(canvasElement).queryByRole('group', { name: usersBySourceChart.name })).toBeNull());
  await expect(kit.calls.at(-1)?.call).toBe(`DELETE /dashboard/charts/${usersBySourceChart.id}`);
  // Focus goes to the chart now in its place, not back to the top of the page.
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: M.chartActions(devicesOverTimeChart.name) })).toHaveFocus());
}, noScreenshot);

/** Pin on a chart's menu: the chart shows the pin mark. */
export const PinChart = dashboardStory({}, async (canvasElement) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.chartActions(devicesByOsChart.name) }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: M.chartPin }));
  await expect(await within(chartCard(canvasElement, devicesByOsChart.name)).findByText(M.pinned)).toBeVisible();
  // Said, as the other chart actions are.
  await expect(await within(canvasElement).findByText(M.chartPinned(devicesByOsChart.name))).toBeVisible();
});

/** A read-only owner: no Share, Filter, Add chart or dashboard menu, and only Export CSV on a chart. */
export const ReadOnly = dashboardStory({ user: readOnlyOwnerFixture }, async (canvasElement) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('button', { name: M.addChart })).toBeNull();
  await expect(canvas.queryByRole('button', { name: M.share })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: M.chartActions(devicesByOsChart.name) }));
  const menu = await page(canvasElement).findByRole('menu');
  await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([M.chartCsv]);
  await userEvent.keyboard('{Escape}');
});

/**
 * A user whose role may change dashboards, on one shared with their role as viewer (the server's
 * `can_edit` false): no Share, Add chart or move handles, only Export CSV on a chart, and no Refresh.
 */
export const SharedAsViewer = dashboardStory(
  { spaces: [{ ...overviewSpace, can_edit: false }, ...spacesFixture.filter((space) => space.uuid !== OVERVIEW_SPACE_ID)] },
  async (canvasElement) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: M.addChart })).toBeNull();
    await expect(canvas.queryByRole('button', { name: M.share })).toBeNull();
    await expect(canvas.getByRole('button', { name: M.refresh })).toBeDisabled();
    await expect(canvas.queryAllByRole('button', { name: /^(Move|Resize) / })).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: M.chartActions(devicesByOsChart.name) }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([M.chartCsv]);
    await userEvent.keyboard('{Escape}');
  },
  noScreenshot,
);

/** Move on a chart's menu offers only dashboards the caller may change: not one shared with them as viewer. */
export const MoveOffersEditableOnly = dashboardStory(
  { spaces: spacesFixture.map((space) => (space.uuid === ALL_VIEWS_SPACE_ID ? { ...space, can_edit: false } : space)) },
  async (canvasElement) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.chartActions(devicesByOsChart.name) }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: M.chartMove }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: D.moveTitle(devicesByOsChart.name) }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: /Show suggestions/ }));
    const names = within(await page(canvasElement).findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    await expect(names).toContain(emptySpace.name);
    await expect(names).not.toContain(allViewsSpace.name);
    await expect(names).not.toContain(overviewSpace.name);
    await userEvent.keyboard('{Escape}');
  },
  noScreenshot,
);

/**
 * Escape from a dialog puts focus back where it was opened: on Share (whose dialog first shows
 * while its data loads), and on the menu button for a dialog opened from the dashboard's menu.
 */
export const FocusReturnsFromDialogs = dashboardStory(
  {},
  async (canvasElement) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
    const canvas = within(canvasElement);
    const dialogGone = () => waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const share = canvas.getByRole('button', { name: M.share });
    share.focus();
    await userEvent.keyboard('{Enter}');
    await openDialog(canvasElement, D.sharingTitle('Security Overview'));
    await userEvent.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(share).toHaveFocus());
    const more = canvas.getByRole('button', { name: M.moreActions });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: M.importDashboard }));
    await openDialog(canvasElement, D.importTitle);
    await userEvent.keyboard('{Escape}');
    await dialogGone();
    await waitFor(() => expect(more).toHaveFocus());
  },
  noScreenshot,
);

/** A dashboard made from a template goes back to the template's charts after a confirm; one that was not offers no reset. */
export const ResetToTemplate = dashboardStory(
  { spaces: [{ ...overviewSpace, origin: 'asset-hygiene', from_template: true }, ...spacesFixture.filter((space) => space.uuid !== OVERVIEW_SPACE_ID)] },
  async (canvasElement, kit) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
    // The export as a template is beside it in the menu.
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.moreActions }));
    await expect(await page(canvasElement).findByRole('menuitem', { name: M.exportAsTemplate })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await menuAction(canvasElement, M.resetSpace);
    const dialog = within(await page(canvasElement).findByRole('alertdialog', { name: M.resetTitle }, { timeout: 5000 }));
    await expect(dialog.getByText(M.resetText)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: M.resetConfirm }));
    await expect(await within(canvasElement).findByText(M.spaceReset('Security Overview'))).toBeVisible();
    await expect(kit.calls.map(({ call }) => call)).toContain(`PUT /dashboard/${OVERVIEW_SPACE_ID}/reset`);
  },
  noScreenshot,
);

/** The new dashboard announcement over the grid while the user has not seen it. */
export const WithAnnouncement = dashboardStory({ user: { ...currentUserFixture, seen_announcement: { version_6_0: true } }, actions: [signInSequenceFinished()] }, async (canvasElement) => {
  const dialog = await page(canvasElement).findByRole('dialog', {}, { timeout: 5000 });
  await expect(within(dialog).getByRole('heading', { name: ONBOARDING_MESSAGES.newDashboardTitle })).toBeVisible();
});

/** Onboarding's template chooser leads to `/dashboard/new?template=<id>`: a new dashboard from the template, opened in place. */
export const NewFromTemplate = dashboardStory({ path: DASHBOARD_PATHS.newSpace('asset-hygiene') }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Asset hygiene' }, { timeout: 5000 });
  await expect(canvas.getByText(M.templateApplied('Asset hygiene'))).toBeVisible();
  const address = canvas.getByTestId('address').textContent;
  await expect(address).toMatch(/^\/dashboard\/[0-9a-f-]+$/);
  await expect(kit.calls.map(({ call }) => call).filter((call) => !call.startsWith('GET'))).toEqual(['POST /dashboard', `PUT ${address}/asset-hygiene`]);
  await waitFor(() => expect(within(chartCard(canvasElement, 'Managed devices')).getByRole('figure')).toBeVisible(), { timeout: 5000 });
});

/** New dashboard from a dashboard's menu: the form over the page; the new dashboard opens once created. */
export const NewFromMenu = dashboardStory({ path: DASHBOARD_PATHS.space(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Empty dashboard' }, { timeout: 5000 });
  await menuAction(canvasElement, M.newDashboard);
  const dialog = await openDialog(canvasElement, D.createTitle);
  await userEvent.type(dialog.getByRole('textbox', { name: D.nameLabel }), 'Patch status');
  await userEvent.click(dialog.getByRole('button', { name: D.create }));
  await canvas.findByRole('heading', { level: 1, name: 'Patch status' }, { timeout: 5000 });
  await expect(canvas.getByTestId('address').textContent).toMatch(/^\/dashboard\/[0-9a-f-]+$/);
  await expect(canvas.getByTestId('address').textContent).not.toBe(DASHBOARD_PATHS.space(EMPTY_SPACE_ID));
  await expect(kit.calls.find(({ call }) => call === 'POST /dashboard')?.body).toMatchObject({ name: 'Patch status' });
}, noScreenshot);

/** The new dashboard form opened at its address and cancelled: nothing is created, and the page goes home. */
export const NewAddressCancelled = dashboardStory({ path: DASHBOARD_PATHS.newSpace() }, async (canvasElement, kit) => {
  const dialog = await openDialog(canvasElement, D.createTitle);
  await userEvent.click(dialog.getByRole('button', { name: D.cancel }));
  await waitFor(() => expect(within(canvasElement).getByTestId('address').textContent).toBe(DASHBOARD_PATHS.home));
  await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  await expect(kit.calls.filter(({ call }) => !call.startsWith('GET'))).toEqual([]);
}, noScreenshot);

/** The dark theme. */
export const Dark = dashboardStory(
  {},
  async (canvasElement) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  },
  { globals: { theme: 'dark' } },
);

/** The dialog named `name` once it has finished opening. */
async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name }, { timeout: 5000 });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return within(dialog);
}

async function menuAction(canvasElement: HTMLElement, item: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.moreActions }));
  await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: item }));
}

/** Resize from the keyboard: the chart's resize handle, one column wider, Enter; the layouts are saved in bulk. */
export const KeyboardResize = dashboardStory({}, async (canvasElement, kit) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  within(canvasElement).getByRole('button', { name: `Resize ${managedSummaryChart.name}` }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(kit.calls.some(({ call }) => call === 'PUT /dashboard/charts/update_layouts')).toBe(true));
  await expect(kit.calls.find(({ call }) => call === 'PUT /dashboard/charts/update_layouts')?.body).toEqual({
    space: OVERVIEW_SPACE_ID,
    layouts: [{ id: managedSummaryChart.id, layout: { x: 6, y: 0, w: 4, h: 4, static: false } }],
  });
}, noScreenshot);

/** Share: roles and data scopes come from Settings; Custom without any role gets the spec's sentence in the dialog. */
export const ShareNeedsARole = dashboardStory({ path: DASHBOARD_PATHS.space(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Empty dashboard' }, { timeout: 5000 });
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.share }));
  const dialog = await openDialog(canvasElement, D.sharingTitle('Empty dashboard'));
  await expect(kit.calls.map(({ call }) => call)).toEqual(expect.arrayContaining(['GET /settings/roles?size=2000', 'GET /settings/data_scope']));
  await userEvent.click(dialog.getByRole('radio', { name: /Custom/ }));
  await userEvent.click(dialog.getByRole('button', { name: D.save }));
  await expect(await dialog.findByText('This dashboard must remain Custom or Public. Define at least one role as viewer/editor.')).toBeVisible();
  await expect(kit.calls.some(({ call }) => call.startsWith('PUT /dashboard/'))).toBe(false);
}, noScreenshot);

/** Apply a template from the dashboard menu: its charts appear on the grid. */
export const ApplyTemplate = dashboardStory({ path: DASHBOARD_PATHS.space(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Empty dashboard' }, { timeout: 5000 });
  await menuAction(canvasElement, M.applyTemplate);
  const dialog = await openDialog(canvasElement, D.templatesTitle);
  await userEvent.click(await dialog.findByText('Asset hygiene'));
  await userEvent.click(dialog.getByRole('button', { name: D.apply }));
  await expect(await within(canvasElement).findByText(M.templateApplied('Asset hygiene'))).toBeVisible();
  await waitFor(() => expect(within(chartCard(canvasElement, 'Managed devices')).getByRole('figure')).toBeVisible(), { timeout: 5000 });
  await expect(chartCard(canvasElement, 'Devices by OS')).toBeVisible();
  await expect(kit.calls.map(({ call }) => call)).toContain(`PUT /dashboard/${EMPTY_SPACE_ID}/asset-hygiene`);
}, noScreenshot);

/** Add chart: the wizard over the saved queries; a line over two queries, data over time, lands on the grid. */
export const AddChartWithWizard = dashboardStory({ path: DASHBOARD_PATHS.newChart(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  const dialog = await openDialog(canvasElement, W.createTitle);
  await userEvent.click(dialog.getByRole('radio', { name: CHART_TYPE_LABELS.compare.label }));
  await userEvent.click(dialog.getByRole('radio', { name: CHART_VIEW_LABELS.line }));
  await userEvent.click(dialog.getByRole('radio', { name: W.dataSourceHistorical }));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Linux servers' }));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Cloud devices' }));
  await userEvent.type(dialog.getByRole('textbox', { name: W.nameLabel }), 'Linux vs cloud');
  await userEvent.click(dialog.getByRole('button', { name: W.create }));
  await waitFor(() => expect(within(chartCard(canvasElement, 'Linux vs cloud')).getByRole('figure')).toBeVisible(), { timeout: 5000 });
  const ids = (name: string) => savedQueriesFixture.find((query) => query.name === name)?.id;
  await expect(kit.calls.find(({ call }) => call === `POST /dashboard/charts/${EMPTY_SPACE_ID}`)?.body).toMatchObject({
    name: 'Linux vs cloud',
    metric: 'compare',
    view: 'line',
    config: { data_source: 'historical', queries: [{ query_id: ids('Linux servers') }, { query_id: ids('Cloud devices') }] },
  });
  await waitFor(() => expect(within(canvasElement).getByTestId('address').textContent).toBe(DASHBOARD_PATHS.space(EMPTY_SPACE_ID)));
  // Focus goes to the new chart (below the others on a full dashboard), not back to Add chart.
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: M.chartActions('Linux vs cloud') })).toHaveFocus());
}, noScreenshot);

const exportFile = JSON.stringify({
  format: 'vigil.dashboard/1',
  space: { name: 'Imported hygiene', uuid: 'x', access: 'private', type: 'custom', last_updated: '2026-11-20T10:00:00Z', created_by: 'admin', hidePartialAdapters: false },
  charts: overviewCharts.slice(0, 2),
  queries: [{ id: 'x-managed', name: 'Managed devices', entity: 'devices', filter: { operator: 'and', conditions: [], groups: [] } }],
});

/** Import from the dashboard menu: the file's dry run, the mapping of its query to a saved one, then the new dashboard. */
export const ImportWithMapping = dashboardStory({ path: DASHBOARD_PATHS.space(EMPTY_SPACE_ID) }, async (canvasElement, kit) => {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Empty dashboard' }, { timeout: 5000 });
  await menuAction(canvasElement, M.importDashboard);
  const dialog = await openDialog(canvasElement, D.importTitle);
  const input = canvasElement.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File([exportFile], 'hygiene.json', { type: 'application/json' }));
  const select = await dialog.findByRole('button', { name: new RegExp(D.queryFor('Managed devices', 'devices').replace(/[()]/g, '\\$&')) }, { timeout: 5000 });
  await userEvent.click(select);
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'All managed devices' }));
  await userEvent.click(dialog.getByRole('button', { name: D.import }));
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Imported hygiene' }, { timeout: 5000 });
  const managed = savedQueriesFixture.find((query) => query.name === 'All managed devices')?.id ?? '';
  const imports = kit.calls.filter(({ call }) => call === 'POST /dashboard/import').map(({ body }) => body as { dry_run?: boolean; query_map?: Record<string, string> });
  await expect(imports.map(({ dry_run, query_map }) => ({ dry_run, query_map }))).toEqual([
    { dry_run: true, query_map: undefined },
    { dry_run: undefined, query_map: { 'x-managed': managed } },
  ]);
}, noScreenshot);

/** The dashboard filter: the spec's warning over the builder of the fields every asset has. */
export const FilterWarning = dashboardStory({}, async (canvasElement) => {
  await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.filter }));
  const dialog = await openDialog(canvasElement, D.filterTitle);
  await expect(dialog.getByText('Dashboard filters take affect globally and will impact other users. Charts may take a while to update.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: D.save })).toBeEnabled();
});

/** With the dashboard's filter on, the charts it does not narrow (data over time from the daily counts) say so; the others do not. */
export const FilterOnMarksDataOverTime = dashboardStory(
  { spaces: spacesFixture.map((space) => (space.uuid === OVERVIEW_SPACE_ID ? { ...space, spaceFilter: { operator: 'and', conditions: [{ field: 'os', operator: 'equals', value: 'Linux' }], groups: [] } } : space)) },
  async (canvasElement) => {
    await spaceReady(canvasElement, 'Security Overview', devicesByOsChart.name);
    const marked = (name: string) => within(chartCard(canvasElement, name)).queryByText(M.notFiltered);
    await expect(marked(devicesOverTimeChart.name)).toBeVisible();
    await expect(within(chartCard(canvasElement, devicesOverTimeChart.name)).getByText(M.notFilteredWhy)).toBeInTheDocument();
    await expect(marked(devicesByOsChart.name)).toBeNull();
    await expect(marked(usersBySourceChart.name)).toBeNull();
  },
);

const WORDS_VIEWS = new Set(['text', 'rich_text', 'cards', 'tree']);
const wordsCharts = [
  ...allViewsCharts.filter((chart) => WORDS_VIEWS.has(chart.view)),
  { ...allViewsCharts[0], id: 'rich-text-chart', name: 'Release notes', view: 'rich_text', metric: 'text', config: { text: '## This week\n\n- **3** new adapters\n- Charts refresh hourly' } },
].map((chart, i) => ({ ...chart, layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 5, w: 6, h: 5, static: false } })) as typeof allViewsCharts;

/** ui's text, rich text (markdown), cards and tree views in their cards. */
export const TextCardsAndTree = dashboardStory({ spaces: [{ ...allViewsSpace, charts: wordsCharts }], path: DASHBOARD_PATHS.space(ALL_VIEWS_SPACE_ID) }, async (canvasElement) => {
  await spaceReady(canvasElement, 'All chart views', 'How to read this dashboard');
  await expect(within(chartCard(canvasElement, 'How to read this dashboard')).getByText('Charts refresh after each discovery run.')).toBeVisible();
  // The markdown parser loads with the first rich text chart.
  await expect(await within(chartCard(canvasElement, 'Release notes')).findByRole('heading', { name: 'This week' })).toBeVisible();
  await waitFor(() => expect(within(chartCard(canvasElement, 'Users (cards)')).getByRole('figure')).toBeVisible());
  await waitFor(() => expect(within(chartCard(canvasElement, 'Software tree')).getByRole('figure')).toBeVisible());
});

const LONG_TEXT = Array.from({ length: 12 }, (_, i) => `Step ${String(i + 1)}: check the adapters' last fetch.`).join('\n');
const smallCharts = [
  { ...(wordsCharts.find((chart) => chart.view === 'cards') as (typeof wordsCharts)[number]), layout: { x: 0, y: 0, w: 3, h: 2, static: false } },
  { ...(wordsCharts.find((chart) => chart.view === 'text') as (typeof wordsCharts)[number]), config: { text: LONG_TEXT }, layout: { x: 3, y: 0, w: 4, h: 2, static: false } },
  { ...(wordsCharts.find((chart) => chart.view === 'tree') as (typeof wordsCharts)[number]), layout: { x: 7, y: 0, w: 5, h: 7, static: false } },
  { ...summaryViewChart, layout: { x: 0, y: 2, w: 3, h: 2, static: false } },
] as typeof allViewsCharts;

/**
 * A summary, cards and a long text at the least height (2 rows): the figures take one line each
 * (the summary's number, then its description), and what does not fit scrolls inside the card,
 * taking focus so the keyboard can scroll it; a tree (drawn to its height) does not.
 */
export const SmallCardsScroll = dashboardStory({ spaces: [{ ...allViewsSpace, charts: smallCharts }], path: DASHBOARD_PATHS.space(ALL_VIEWS_SPACE_ID) }, async (canvasElement) => {
  await spaceReady(canvasElement, 'All chart views', 'Users (cards)');
  for (const name of ['Users (cards)', 'How to read this dashboard']) {
    const scroller = await within(chartCard(canvasElement, name)).findByRole('group', { name: M.chartScrolls(name) });
    await waitFor(() => expect(within(scroller).getByRole('figure')).toBeInTheDocument());
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // Inside its card, not cut off by it.
    const card = chartCard(canvasElement, name).getBoundingClientRect();
    await expect(scroller.getBoundingClientRect().bottom).toBeLessThanOrEqual(card.bottom + 1);
    // In the tab order, so the keyboard can scroll it (the browser's own keys).
    await expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.focus();
    await expect(scroller).toHaveFocus();
  }
  // The summary's figure and its description on one line, inside the card.
  const summary = chartCard(canvasElement, summaryViewChart.name);
  const bottom = summary.getBoundingClientRect().bottom;
  await expect((await within(summary).findByText('1,495')).getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom);
  await waitFor(() => expect(within(summary).getByText('Signed in this week').getBoundingClientRect().bottom).toBeLessThanOrEqual(bottom));
  // Its net change, on the next line, is scrolled to.
  await expect(within(summary).getByRole('group', { name: M.chartScrolls(summaryViewChart.name) })).toContainElement(within(summary).getByText(/since previous/));
  await expect(within(chartCard(canvasElement, 'Software tree')).queryByRole('group', { name: M.chartScrolls('Software tree') })).toBeNull();
});

/** The address of a chart the dashboard does not have: said so, no blank wizard, back at the dashboard's address. */
export const ChartNotFound = dashboardStory(
  { path: DASHBOARD_PATHS.chart(OVERVIEW_SPACE_ID, 'does-not-exist') },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.chartNotFound)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('address').textContent).toBe(DASHBOARD_PATHS.space(OVERVIEW_SPACE_ID)));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
  noScreenshot,
);
