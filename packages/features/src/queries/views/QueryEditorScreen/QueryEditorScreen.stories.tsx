import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminInDataScopeFixture, readOnlyOwnerFixture } from '../../../navigation/fixtures/navigation';
import { predefinedQuery, sharedQuery, STALE_WINDOWS_QUERY_ID, staleWindowsFilter, staleWindowsQuery } from '../../fixtures/queries';
import { mockCounts } from '../../mocks/queries.handlers';
import { queriesScreenStory, type QueriesStoryKit, type QueriesStoryOptions } from '../../mocks/queriesStory';
import { QUERIES_PATHS, QUERY_PREVIEW_SIZE } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { QueriesStoryRoutes } from '../QueriesStoryRoutes';
import { QueryEditorScreen } from './QueryEditorScreen';

const meta = {
  title: 'Features/Queries/QueryEditorScreen',
  component: QueryEditorScreen,
  args: { queryId: STALE_WINDOWS_QUERY_ID },
  render: () => <QueriesStoryRoutes />,
} satisfies Meta<typeof QueryEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock queries server, at `path` (the stale-Windows query by default). */
function editorStory(
  options: QueriesStoryOptions & { path?: string },
  play?: (canvasElement: HTMLElement, kit: QueriesStoryKit) => Promise<void>,
  extra: Partial<Story> = {},
): Story {
  return { ...queriesScreenStory(QUERIES_PATHS.query(STALE_WINDOWS_QUERY_ID), options, play), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;
const staleCount = mockCounts('devices', staleWindowsFilter).count;

/** The query, its counts and its preview are in. */
async function editorReady(canvasElement: HTMLElement, count = staleCount) {
  const canvas = within(canvasElement);
  await canvas.findByText(M.count(count), {}, { timeout: 5000 });
  await waitFor(() => expect(within(canvas.getByRole('grid', { name: M.previewLabel })).getAllByRole('rowheader').length).toBeGreaterThan(0));
}

/** Moves the pointer and focus onto the page's heading, and waits until no transition runs, for a steady screenshot. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
  await waitFor(() => expect(canvasElement.ownerDocument.getAnimations()).toHaveLength(0));
}

const nameField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: M.name });

/** A saved query of the admin's: details, sharing, the builder with counts per node, and the first matching assets. */
export const Saved = editorStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: staleWindowsQuery.name })).toBeVisible();
  await expect(nameField(canvasElement)).toHaveValue(staleWindowsQuery.name);
  await expect(canvas.getByRole('button', { name: M.save })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: M.discard })).toBeDisabled();
  await expect(canvas.getByRole('link', { name: M.history })).toHaveAttribute('href', QUERIES_PATHS.history(STALE_WINDOWS_QUERY_ID));
  await expect(kit.calls.find(({ call }) => call === 'POST /queries/count')?.body).toEqual({ entity: 'devices', filter: staleWindowsFilter, per_node: true });
  await expect(canvas.getByText(M.previewShown(QUERY_PREVIEW_SIZE, staleCount))).toBeVisible();
});

/** The query on its way. */
export const Loading = editorStory({ queryPending: true }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: M.title })).toBeVisible();
  await expect(canvas.getByRole('progressbar')).toBeVisible();
});

/** The server fails to give the query: its sentence and Try again. */
export const LoadError = editorStory({ failQuery: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Internal Server Error')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(kit.calls.filter(({ call }) => call === `GET /queries/${STALE_WINDOWS_QUERY_ID}`)).toHaveLength(2));
});

/** Within a data scope the server does not show the query (404): the spec's sentence. */
export const NotInDataScope = editorStory({ user: adminInDataScopeFixture, hidden: [STALE_WINDOWS_QUERY_ID] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.notInDataScope)).toBeVisible();
});

/** Outside a data scope a 404 is a query that is not there. */
export const NotFound = editorStory({ hidden: [STALE_WINDOWS_QUERY_ID] }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.notFound)).toBeVisible();
  await expect(canvas.getByRole('link', { name: M.backToQueries })).toHaveAttribute('href', QUERIES_PATHS.list);
});

/** The counts fail on the server: the root count says so; the rest of the editor works. */
export const CountsFailed = editorStory({ failCount: true, failPreview: true }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Internal Server Error')).toBeVisible();
  await expect(await canvas.findByText(M.previewFailed)).toBeVisible();
});

/** A new query: the entity is chosen, the filter starts empty and every asset counts. */
export const NewQuery = editorStory({ path: QUERIES_PATHS.new({ entity: 'users' }) }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement, mockCounts('users', { operator: 'and', conditions: [], groups: [] }).count);
  await expect(canvas.getByRole('heading', { level: 1, name: M.newTitle })).toBeVisible();
  await expect(canvas.getByRole('button', { name: new RegExp(`${M.entity}$`) })).toHaveTextContent(M.entityName('users'));
  await expect(canvas.queryByRole('button', { name: M.saveAs })).toBeNull();
});

/** A predefined query is read-only; Duplicate to edit opens the user's own copy. */
export const Predefined = editorStory({ path: QUERIES_PATHS.query(predefinedQuery.id) }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.readOnlyPredefined)).toBeVisible();
  await expect(nameField(canvasElement)).toHaveAttribute('readonly');
  await expect(canvas.queryByRole('button', { name: M.save })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: M.duplicateToEdit }));
  await expect(await canvas.findByRole('heading', { level: 1, name: `Copy of ${predefinedQuery.name}` })).toBeVisible();
  await expect(canvas.queryByText(M.readOnlyPredefined)).toBeNull();
  await expect(canvas.getByRole('button', { name: M.save })).toBeVisible();
}, noScreenshot);

/** A role with Queries/View only: everything shown, nothing to change or copy. */
export const ReadOnlyRole = editorStory({ user: readOnlyOwnerFixture }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.readOnlyRole)).toBeVisible();
  await editorReady(canvasElement);
  await expect(canvas.queryByRole('button', { name: M.duplicateToEdit })).toBeNull();
  await expect(canvas.queryByRole('button', { name: M.save })).toBeNull();
});

/** Someone else's shared query, in the dark theme. */
export const Dark = editorStory({ path: QUERIES_PATHS.query(sharedQuery.id) }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.readOnlyOthers)).toBeVisible();
  await editorReady(canvasElement, mockCounts('users', sharedQuery.filter).count);
}, { globals: { theme: 'dark' } });

/** A change in the builder is counted again after the debounce (each node too); undoing it leaves nothing unsaved. */
export const LiveCounts = editorStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  const counts = () => kit.calls.filter(({ call }) => call === 'POST /queries/count').map(({ body }) => body as { filter: typeof staleWindowsFilter });
  await userEvent.click(canvas.getByRole('button', { name: 'Add condition to the filter' }));
  await waitFor(() => expect(counts()).toHaveLength(2));
  await expect(counts().at(-1)?.filter.conditions).toHaveLength(3);
  await expect(canvas.getByText(M.unsaved)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Remove condition 3' }));
  await waitFor(() => expect(counts()).toHaveLength(3));
  await editorReady(canvasElement);
  await expect(counts().at(-1)?.filter).toEqual(staleWindowsFilter);
  await expect(canvas.queryByText(M.unsaved)).toBeNull();
}, noScreenshot);

/** Save sends the change from the version it loaded; the query is saved again, nothing left unsaved. */
export const Save = editorStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.clear(nameField(canvasElement));
  await userEvent.type(nameField(canvasElement), 'Stale Windows devices');
  await expect(canvas.getByText(M.unsaved)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await waitFor(() => expect(canvas.getByText(M.saved('Stale Windows devices'))).toBeVisible());
  await expect(kit.calls.find(({ call }) => call.startsWith('PUT'))?.body).toMatchObject({ name: 'Stale Windows devices', base_version: 4 });
  await expect(canvas.queryByText(M.unsaved)).toBeNull();
});

/** A share with specific data scopes needs one ('At least one Data Scope must be selected'). */
export const SharingNeedsAScope = editorStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: M.chosenDataScopes }));
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await expect(await canvas.findByText(M.dataScopeRequired)).toBeVisible();
  await expect(kit.calls.filter(({ call }) => call.startsWith('PUT'))).toHaveLength(0);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'EMEA Offices' }));
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await waitFor(() => expect(kit.calls.find(({ call }) => call.startsWith('PUT'))?.body).toMatchObject({ all_data_scopes: false, data_scope_ids: [expect.any(String)] }));
}, noScreenshot);

/** 409 on Save (someone saved meanwhile): the dialog offers Keep editing, Save as and Overwrite; Overwrite saves. */
export const SaveConflict = editorStory({ concurrentSaves: [STALE_WINDOWS_QUERY_ID] }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: M.description }), ' Reviewed.');
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: M.conflictTitle });
  await expect(within(dialog).getByText('Version 5 of this query was saved after version 4')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: M.overwrite }));
  await waitFor(() => expect(canvas.getByText(M.saved(staleWindowsQuery.name))).toBeVisible());
  const puts = kit.calls.filter(({ call }) => call.startsWith('PUT')).map(({ body }) => (body as { base_version?: number }).base_version);
  await expect(puts).toEqual([4, undefined]);
}, noScreenshot);

/** The conflict dialog, left open for its look. */
export const ConflictDialog = editorStory({ concurrentSaves: [STALE_WINDOWS_QUERY_ID] }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: M.description }), ' Reviewed.');
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await expect(await page(canvasElement).findByRole('alertdialog', { name: M.conflictTitle })).toBeVisible();
});

/** 400 on Save: the details land on the name field and on the builder's rows by their paths. */
export const ServerProblems = editorStory(
  {
    saveRefusal: [
      { field: '/name', message: 'A query named "Stale Windows" exists' },
      { field: '/filter/groups/0/conditions/1/value', message: 'Value must be between 1 to 10' },
    ],
  },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await editorReady(canvasElement);
    await userEvent.clear(nameField(canvasElement));
    await userEvent.type(nameField(canvasElement), 'Stale Windows');
    await userEvent.click(canvas.getByRole('button', { name: M.save }));
    await expect(await canvas.findByText('A query named "Stale Windows" exists')).toBeVisible();
    await expect(canvas.getByText('The query has problems')).toBeVisible();
    await expect(canvas.getByText(M.problemsSummary(1))).toBeVisible();
    await expect(canvas.getByText('Value must be between 1 to 10')).toBeVisible();
  },
);

/** Leaving with unsaved changes asks first: Stay keeps them; Discard (confirmed) drops them; then leaving asks nothing. */
export const DiscardWithGuard = editorStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.type(nameField(canvasElement), ' (draft)');
  await userEvent.click(canvas.getByRole('link', { name: M.backToQueries }));
  const guard = await page(canvasElement).findByRole('alertdialog', { name: M.leaveTitle });
  await userEvent.click(within(guard).getByRole('button', { name: M.stay }));
  await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
  await expect(address(canvasElement)).toBe(QUERIES_PATHS.query(STALE_WINDOWS_QUERY_ID));
  await expect(nameField(canvasElement)).toHaveValue(`${staleWindowsQuery.name} (draft)`);

  await userEvent.click(canvas.getByRole('button', { name: M.discard }));
  const confirm = await page(canvasElement).findByRole('alertdialog', { name: M.discardTitle });
  await userEvent.click(within(confirm).getByRole('button', { name: M.discard }));
  await waitFor(() => expect(nameField(canvasElement)).toHaveValue(staleWindowsQuery.name));
  // Nothing left unsaved, so nothing guards leaving. (The story ends here: its screenshot of the
  // list reached by leaving never settled now and then on a loaded machine.)
  await waitFor(() => expect(canvas.getByRole('button', { name: M.discard })).toBeDisabled());
  await expect(canvas.getByRole('button', { name: M.save })).toBeDisabled();
  await settle(canvasElement);
}, noScreenshot);

/** The unsaved-change guard, left open for its look. */
export const UnsavedChangesGuard = editorStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.type(nameField(canvasElement), ' (draft)');
  await userEvent.click(canvas.getByRole('link', { name: M.history }));
  await expect(await page(canvasElement).findByRole('alertdialog', { name: M.leaveTitle })).toBeVisible();
});

/** A new query saved: POST, then the editor is at the query's own address. */
export const SaveNewQuery = editorStory({ path: QUERIES_PATHS.new() }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement, mockCounts('devices', { operator: 'and', conditions: [], groups: [] }).count);
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await expect(await canvas.findByText(M.nameRequired)).toBeVisible();
  await userEvent.type(nameField(canvasElement), 'Every device');
  await userEvent.click(canvas.getByRole('button', { name: M.save }));
  await waitFor(() => expect(address(canvasElement)).toMatch(/^\/queries\/[0-9a-f-]{36}$/));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Every device' })).toBeVisible();
  await expect(kit.calls.filter(({ call }) => call === 'POST /queries')).toHaveLength(1);
  await expect(canvas.getByText(M.saved('Every device'))).toBeVisible();
}, noScreenshot);

/** Save as: a new query under another name, opened at its address; the original is left as it was. */
export const SaveAs = editorStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await editorReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.saveAs }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.saveAsTitle });
  const name = within(dialog).getByRole('textbox', { name: M.saveAsName });
  await expect(name).toHaveValue(M.copyOf(staleWindowsQuery.name));
  await userEvent.clear(name);
  await userEvent.type(name, 'Stale laptops');
  await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Stale laptops' })).toBeVisible();
  await expect(kit.calls.filter(({ call }) => call.startsWith('PUT'))).toHaveLength(0);
  await waitFor(() => expect(address(canvasElement)).not.toBe(QUERIES_PATHS.query(STALE_WINDOWS_QUERY_ID)));
}, noScreenshot);
