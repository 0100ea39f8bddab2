import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInDataScopeFixture, readOnlyOwnerFixture } from '../../../navigation/fixtures/navigation';
import { predefinedQuery, STALE_WINDOWS_QUERY_ID, staleWindowsQuery } from '../../fixtures/queries';
import { queriesScreenStory, type QueriesStoryKit, type QueriesStoryOptions } from '../../mocks/queriesStory';
import { QUERIES_PATHS } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { QueriesStoryRoutes } from '../QueriesStoryRoutes';
import { QueryHistoryScreen } from './QueryHistoryScreen';

const meta = {
  title: 'Features/Queries/QueryHistoryScreen',
  component: QueryHistoryScreen,
  args: { queryId: STALE_WINDOWS_QUERY_ID },
  render: () => <QueriesStoryRoutes />,
} satisfies Meta<typeof QueryHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function historyStory(
  options: QueriesStoryOptions & { path?: string },
  play?: (canvasElement: HTMLElement, kit: QueriesStoryKit) => Promise<void>,
  extra: Partial<Story> = {},
): Story {
  return { ...queriesScreenStory(QUERIES_PATHS.history(STALE_WINDOWS_QUERY_ID), options, play), ...extra };
}

const versionBox = (canvasElement: HTMLElement, version: number) => within(canvasElement).getByRole('checkbox', { name: M.pickVersion(version) });
const changes = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: M.changesLabel }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The comparison of `from` and `to` is in. */
async function compared(canvasElement: HTMLElement, from: number, to: number) {
  await within(canvasElement).findByRole('heading', { name: M.compareTitle(from, to) }, { timeout: 5000 });
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

/** Four versions, newest first with who and when; the two newest compared side by side. */
export const Versions = historyStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await compared(canvasElement, 3, 4);
  await expect(canvas.getByRole('heading', { level: 1, name: M.historyTitle(staleWindowsQuery.name) })).toBeVisible();
  await expect(versionBox(canvasElement, 4)).toBeChecked();
  await expect(versionBox(canvasElement, 3)).toBeChecked();
  await expect(versionBox(canvasElement, 2)).not.toBeChecked();
  await expect(canvas.getByText(M.savedBy('maria.garcia', 'Oct 30, 2026, 9:30 AM'))).toBeVisible();
  await expect(changes(canvasElement)).toEqual([
    `${M.changeChanged}c1Host Name starts with "PC-" → Host Name starts with "WS-"`,
    `${M.changeChanged}g0.c0not Last Seen in the last days 14 → not Last Seen in the last days 7`,
    `${M.changeAdded}g0.c1Adapters size less than 2`,
  ]);
});

/** Pick two other versions: the oldest and the second; the name change shows too. */
export const PickTwoVersions = historyStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await compared(canvasElement, 3, 4);
  await userEvent.click(versionBox(canvasElement, 4));
  await userEvent.click(versionBox(canvasElement, 3));
  await expect(canvas.getAllByText(M.pickHint).length).toBeGreaterThan(0);
  await userEvent.click(versionBox(canvasElement, 1));
  await userEvent.click(versionBox(canvasElement, 2));
  await compared(canvasElement, 1, 2);
  await expect(canvas.getByText(M.nameChange('Windows PCs', 'Stale Windows PCs'))).toBeVisible();
  await expect(changes(canvasElement)).toEqual([`${M.changeAdded}c1Host Name starts with "PC-"`]);
  await expect(kit.calls.filter(({ call }) => call.includes('/diff?')).map(({ call }) => call)).toEqual([
    `GET /queries/${STALE_WINDOWS_QUERY_ID}/diff?from=3&to=4`,
    `GET /queries/${STALE_WINDOWS_QUERY_ID}/diff?from=1&to=2`,
  ]);
}, noScreenshot);

/** Restore this version: saved as the newest version, from the version the history loaded. */
export const Restore = historyStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await compared(canvasElement, 3, 4);
  await userEvent.click(canvas.getByRole('button', { name: M.restoreVersion(2) }));
  await waitFor(() => expect(canvas.getByText(M.restored(2, 5))).toBeVisible());
  await expect(kit.calls.find(({ call }) => call.startsWith('PUT'))?.body).toMatchObject({ name: 'Stale Windows PCs', base_version: 4 });
  await expect(await canvas.findByRole('checkbox', { name: M.pickVersion(5) })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 1, name: M.historyTitle('Stale Windows PCs') })).toBeVisible();
});

/** A single version: nothing to compare yet. */
export const OneVersion = historyStory({ path: QUERIES_PATHS.history(predefinedQuery.id) }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('checkbox', { name: M.pickVersion(1) })).toBeVisible();
  await expect(canvas.getAllByText(M.pickHint).length).toBeGreaterThan(0);
  await expect(canvas.queryByRole('button', { name: M.restore })).toBeNull();
});

/** Queries/View only: the history and comparison, no restore. */
export const ReadOnly = historyStory({ user: readOnlyOwnerFixture }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await compared(canvasElement, 3, 4);
  await expect(canvas.queryByRole('button', { name: M.restoreVersion(2) })).toBeNull();
});

/** The versions on their way. */
export const Loading = historyStory({ versionsPending: true }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: M.historyTitle(staleWindowsQuery.name) })).toBeVisible();
  await expect(canvas.getByRole('progressbar', { name: M.versionsLabel })).toBeVisible();
});

/** The versions fail to load: the sentence and Try again. */
export const LoadError = historyStory({ failVersions: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.versionsFailed)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(kit.calls.filter(({ call }) => call.includes('/versions')).length).toBe(2));
});

/** Within a data scope that hides the query. */
export const NotInDataScope = historyStory({ user: adminInDataScopeFixture, hidden: [STALE_WINDOWS_QUERY_ID] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.notInDataScope)).toBeVisible();
});

/** The dark theme. */
export const Dark = historyStory({}, async (canvasElement) => {
  await compared(canvasElement, 3, 4);
}, { globals: { theme: 'dark' } });
