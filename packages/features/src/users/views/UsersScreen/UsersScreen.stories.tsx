import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildCurrentUser, IT_ROLE_ID, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { usersFixture } from '../../fixtures/users';
import { usersStoryKit, type UsersStoryKit, type UsersStoryOptions } from '../../mocks/usersStory';
import { USERS_MESSAGES as M } from '../../users.messages';
import { CSV_EXPORT_MESSAGES as CSV } from '../../../csv-export/csvExport.messages';
import { USERS_CSV_COLUMNS, USERS_CSV_EXPORT_TITLE } from '../../usersCsvExport';
import { UsersScreen, type UsersScreenProps } from './UsersScreen';

const meta = {
  title: 'Features/Users/UsersScreen',
  component: UsersScreen,
  args: { onResetPassword: fn(), onApiKey: fn() },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock users server; `play` gets the kit that recorded the calls. */
function usersStory(
  options: UsersStoryOptions,
  play: (canvasElement: HTMLElement, kit: UsersStoryKit, args: UsersScreenProps) => Promise<void>,
  extra: Pick<Story, 'tags'> = {},
): Story {
  const kit = usersStoryKit(options);
  return {
    ...extra,
    parameters: kit.parameters,
    beforeEach: ({ msw }) => {
      kit.reset(msw);
    },
    play: ({ canvasElement, args }) => play(canvasElement, kit, args),
  };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The page is in: `first` is the first row and every data scope name is known (the scopes load beside the list). */
async function listReady(canvasElement: HTMLElement, first = 'jsmith') {
  const canvas = within(canvasElement);
  await canvas.findByRole('rowheader', { name: first }, { timeout: 5000 });
  await waitFor(() => expect(canvas.queryAllByLabelText('No value')).toHaveLength(0));
}

const userNames = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);

function rowOf(canvasElement: HTMLElement, userName: string): HTMLElement {
  const row = within(canvasElement).getByRole('rowheader', { name: userName }).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${userName}`);
  return row;
}

async function selectRows(canvasElement: HTMLElement, ...names: string[]) {
  for (const name of names) await userEvent.click(within(rowOf(canvasElement, name)).getByRole('checkbox'));
}

async function pick(canvasElement: HTMLElement, field: RegExp, option: string, scope = within(canvasElement)) {
  await userEvent.click(scope.getByRole('button', { name: field }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

const listCalls = (kit: UsersStoryKit) => kit.calls.filter(({ call }) => call.startsWith('GET /settings/users?')).map(({ call }) => call);
const bodyOf = (kit: UsersStoryKit, call: string) => kit.calls.find((item) => item.call === call)?.body;

/** Stories share the page's local storage: start without a remembered export choice. */
function forgetCsvExportChoices(canvasElement: HTMLElement) {
  const storage = canvasElement.ownerDocument.defaultView?.localStorage;
  for (const key of Object.keys(storage ?? {})) if (key.startsWith('vigil.csvExport.')) storage?.removeItem(key);
}

/** Moves the pointer and focus off the row menu, so the screenshot has no hover or focus ring in transition. */
async function settle(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('heading', { name: M.title }));
  await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body));
  // Hover and focus styles fade out through CSS transitions: wait until none runs.
  await waitFor(() => expect(canvasElement.ownerDocument.getAnimations()).toHaveLength(0));
}

async function noticeShows(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvasElement).getByText(text)).toBeVisible());
}

/** The first page: 20 of 45 users with role, data scope, last updated and last login. */
export const Loaded = usersStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await expect(canvas.getByRole('heading', { name: M.title })).toBeVisible();
  await expect(userNames(canvasElement)).toEqual(usersFixture.slice(0, 20).map((user) => user.user_name));
  await expect(rowOf(canvasElement, 'mgarcia')).toHaveTextContent('EMEA Offices');
  await expect(rowOf(canvasElement, 'lmurphy')).toHaveTextContent(M.neverLoggedIn);
  await expect(rowOf(canvasElement, 'jsmith')).toHaveTextContent(M.noDataScope);
  await expect(canvas.getByText(M.selectedCount(0))).toBeVisible();
});

/** No users at all. */
export const Empty = usersStory({ users: [] }, async (canvasElement) => {
  await expect(await within(canvasElement).findByText(M.emptyTitle)).toBeVisible();
});

/** The list fails to load; Try again asks once more. */
export const LoadError = usersStory({ failList: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(M.loadFailed)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
  await expect(await canvas.findByText(M.loadFailed)).toBeVisible();
});

const firstViewer = usersFixture.find((user) => user.role_id === VIEWER_ROLE_ID) ?? usersFixture[0];

/** Role and source filters and the search go into the list's query. */
export const Filtered = usersStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  const { user_name: search = '', source = '' } = firstViewer ?? {};
  await listReady(canvasElement);
  await pick(canvasElement, /Role$/, 'Viewer');
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe(`GET /settings/users?page=0&size=20&role_id=${VIEWER_ROLE_ID}`));
  await pick(canvasElement, /Source$/, source);
  await userEvent.type(canvas.getByRole('searchbox', { name: M.searchLabel }), search);
  await waitFor(() =>
    expect(listCalls(kit).at(-1)).toBe(`GET /settings/users?page=0&size=20&search=${search}&role_id=${VIEWER_ROLE_ID}&source=${source}`),
  );
  const expected = usersFixture.filter((user) => user.role_id === VIEWER_ROLE_ID && user.source === source && user.user_name.includes(search));
  await waitFor(() => expect(userNames(canvasElement)).toEqual(expected.map((user) => user.user_name)));
  await expect(canvas.getByRole('button', { name: M.clearFilters })).toBeVisible();
});

/** Nothing matches the search and filters. */
export const FilteredEmpty = usersStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.type(canvas.getByRole('searchbox', { name: M.searchLabel }), 'nobody');
  // Found afresh on each try: each keystroke's search may render the message anew.
  await waitFor(() => expect(canvas.getByText(M.emptyFiltered)).toBeVisible(), { timeout: 5000 });
});

/** Next page fetches page 1 of 20. */
export const Paging = usersStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
  await listReady(canvasElement, usersFixture[20]?.user_name);
  await expect(listCalls(kit).at(-1)).toBe('GET /settings/users?page=1&size=20');
  await expect(userNames(canvasElement)).toEqual(usersFixture.slice(20, 40).map((user) => user.user_name));
}, noScreenshot);

/** A column header sorts on the server, then the other way. */
export const Sort = usersStory({}, async (canvasElement, kit) => {
  await listReady(canvasElement);
  const header = within(canvasElement).getByRole('columnheader', { name: M.columnUserName });
  await userEvent.click(header);
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /settings/users?page=0&size=20&sort=user_name'));
  await userEvent.click(header);
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /settings/users?page=0&size=20&sort=-user_name'));
  const descending = usersFixture.map((user) => user.user_name).sort((a, b) => b.localeCompare(a));
  await listReady(canvasElement, descending[0]);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
}, noScreenshot);

const ldapUsers = usersFixture.filter((user) => user.source === 'ldap');

/** Select All covers every user matching the filters (all pages); unticking one excludes it. */
export const SelectAllOverFilters = usersStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await pick(canvasElement, /Source$/, 'ldap');
  const first = ldapUsers[0]?.user_name ?? '';
  await waitFor(() => expect(userNames(canvasElement)[0]).toBe(first));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
  await expect(canvas.getByText(M.selectedCount(ldapUsers.length))).toBeVisible();
  await selectRows(canvasElement, first);
  await expect(canvas.getByText(M.selectedCount(ldapUsers.length - 1))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.assignRoleAction }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: M.assignRoleTitle });
  await pick(canvasElement, /Role$/, 'IT', within(dialog));
  await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
  await noticeShows(canvasElement, M.bulkDone);
  await expect(bodyOf(kit, 'PUT /settings/users/assign_role')).toEqual({
    selection: { ids: [ldapUsers[0]?.uuid], include: false, filters: { source: ['ldap'] } },
    role_id: IT_ROLE_ID,
  });
}, noScreenshot);

/** Delete with a 200: the rows leave the list at once. */
export const DeleteDone = usersStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'jsmith', 'mgarcia');
  await expect(canvas.getByText(M.selectedCount(2))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.deleteAction }));
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: M.deleteTitle });
  await expect(dialog).toHaveTextContent(M.deleteBody(2));
  await userEvent.click(within(dialog).getByRole('button', { name: M.deleteAction }));
  await noticeShows(canvasElement, M.deleteDone);
  await expect(userNames(canvasElement)).not.toContain('jsmith');
  await expect(listCalls(kit)).toHaveLength(1);
});

/** Delete with a 202: the work goes on in the background and the list is fetched again. */
export const DeleteInBackground = usersStory({ bulk: 202 }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'jsmith');
  await userEvent.click(canvas.getByRole('button', { name: M.deleteAction }));
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: M.deleteTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: M.deleteAction }));
  await noticeShows(canvasElement, M.bulkAccepted);
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
});

/** Assign Role with a 200: a role is required; the row changes in place; the admin is skipped. */
export const AssignRoleAdminSkipped = usersStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'admin', 'jsmith');
  await userEvent.click(canvas.getByRole('button', { name: M.assignRoleAction }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: M.assignRoleTitle }));
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await expect(dialog.getByText(M.roleRequired)).toBeVisible();
  await pick(canvasElement, /Role$/, 'Viewer', dialog);
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await noticeShows(canvasElement, M.bulkDone);
  await expect(canvas.getByText(M.adminSkipped)).toBeVisible();
  await expect(rowOf(canvasElement, 'jsmith')).toHaveTextContent('Viewer');
  await expect(rowOf(canvasElement, 'admin')).toHaveTextContent('Admin');
});

/** Assign Role with a 202: the list is fetched again. */
export const AssignRoleInBackground = usersStory({ bulk: 202 }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'jsmith');
  await userEvent.click(canvas.getByRole('button', { name: M.assignRoleAction }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: M.assignRoleTitle }));
  await pick(canvasElement, /Role$/, 'Viewer', dialog);
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await noticeShows(canvasElement, M.bulkAccepted);
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
}, noScreenshot);

/** Assign Data Scope: one is required; choosing one previews what the users gain and lose; Save applies it (200). */
export const AssignDataScopePreview = usersStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'admin', 'jsmith', 'wchen');
  await userEvent.click(canvas.getByRole('button', { name: M.assignDataScopeAction }));
  const dialogElement = await page(canvasElement).findByRole('dialog', { name: M.assignDataScopeTitle });
  const dialog = within(dialogElement);
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await expect(dialog.getByText(M.dataScopeRequired)).toBeVisible();
  await pick(canvasElement, /Data Scope$/, 'EMEA Offices', dialog);
  const preview = within(await dialog.findByRole('region', { name: M.previewTitle }));
  await waitFor(() => expect(preview.getAllByRole('article')).toHaveLength(2));
  await expect(preview.getByText('Sidebar areas: Adapters')).toBeVisible();
  await expect(preview.getByText('Actions: Adapters Update')).toBeVisible();
  await expect(preview.getByText('Asset types: devices, users')).toBeVisible();
  await expect(preview.getByText('Sidebar areas: Graph')).toBeVisible();
  await expect(preview.getByText(M.adminSkipped)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await noticeShows(canvasElement, M.bulkDone);
  await expect(rowOf(canvasElement, 'wchen')).toHaveTextContent('EMEA Offices');
  await expect(rowOf(canvasElement, 'jsmith')).toHaveTextContent('EMEA Offices');
  await expect(canvas.getByText(M.adminSkipped)).toBeVisible();
  await expect(listCalls(kit)).toHaveLength(1);
}, noScreenshot);

/** Assign Data Scope with a 202: the list is fetched again. */
export const AssignDataScopeInBackground = usersStory({ bulk: 202 }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await selectRows(canvasElement, 'jsmith');
  await userEvent.click(canvas.getByRole('button', { name: M.assignDataScopeAction }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: M.assignDataScopeTitle }));
  await pick(canvasElement, /Data Scope$/, 'Americas Sales', dialog);
  await dialog.findByRole('region', { name: M.previewTitle });
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await noticeShows(canvasElement, M.bulkAccepted);
  await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
}, noScreenshot);

/** No data scopes to assign. */
export const NoDataScopes = usersStory({ dataScopes: [], users: usersFixture.map((user) => ({ ...user, data_scope_id: null })) }, async (canvasElement) => {
  await listReady(canvasElement);
  await selectRows(canvasElement, 'jsmith');
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.assignDataScopeAction }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: M.assignDataScopeTitle }));
  await expect(dialog.getByText(M.noDataScopes)).toBeVisible();
});

/** Row actions: Reset Password and API Key go to the app's handlers, Impersonate to the shell. */
export const RowActions = usersStory({}, async (canvasElement, kit, args) => {
  await listReady(canvasElement);
  const open = async (item: string) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for jsmith' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: item }));
  };
  await open(M.rowResetPassword);
  await expect(args.onResetPassword).toHaveBeenCalledWith(expect.objectContaining({ user_name: 'jsmith' }));
  await open(M.rowApiKey);
  await expect(args.onApiKey).toHaveBeenCalledWith(expect.objectContaining({ user_name: 'jsmith' }));
  await open(M.rowImpersonate);
  await expect(kit.impersonations).toEqual([{ userId: usersFixture[1]?.uuid, userName: 'jsmith' }]);
  await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  await settle(canvasElement);
}, noScreenshot);

/** A user who is not an admin has no Impersonate. */
export const RowActionsNotAdmin = usersStory({ admin: false }, async (canvasElement) => {
  await listReady(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Actions for jsmith' }));
  const menu = within(await page(canvasElement).findByRole('menu'));
  await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([M.rowEdit, M.rowResetPassword, M.rowApiKey]);
  await userEvent.keyboard('{Escape}');
  // The screenshot waits for the menu's exit to finish.
  await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  await settle(canvasElement);
}, noScreenshot);

/** Export CSV downloads the list under the current filters. */
export const ExportCsv = usersStory({}, async (canvasElement, kit) => {
  forgetCsvExportChoices(canvasElement);
  await listReady(canvasElement);
  await pick(canvasElement, /Source$/, 'saml');
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /settings/users?page=0&size=20&source=saml'));
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.exportCsv }));
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: USERS_CSV_EXPORT_TITLE }));
  await userEvent.click(dialog.getByRole('button', { name: CSV.exportButton }));
  await waitFor(() => expect(kit.downloads).toHaveLength(1));
  const all = USERS_CSV_COLUMNS.map((column) => `columns=${column.id}`).join('&');
  await expect(kit.calls.at(-1)?.call).toBe(`GET /settings/users/csv?source=saml&${all}`);
  await expect(kit.downloads[0]?.fileName).toBe('users.csv');
  await settle(canvasElement);
}, noScreenshot);

/** The csv export config modal: Email moved first, only Email and User name, then all rows; the next opening remembers it. */
export const ExportCsvConfigured = usersStory({}, async (canvasElement, kit) => {
  forgetCsvExportChoices(canvasElement);
  await listReady(canvasElement);
  await pick(canvasElement, /Source$/, 'saml');
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /settings/users?page=0&size=20&source=saml'));
  const open = async () => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.exportCsv }));
    return within(await page(canvasElement).findByRole('dialog', { name: USERS_CSV_EXPORT_TITLE }));
  };
  let dialog = await open();
  for (const column of USERS_CSV_COLUMNS.filter(({ id }) => id !== 'email' && id !== 'user_name')) {
    await userEvent.click(dialog.getByRole('checkbox', { name: column.label }));
  }
  for (let step = 0; step < 3; step += 1) await userEvent.click(dialog.getByRole('button', { name: CSV.moveUp('Email') }));
  await userEvent.click(dialog.getByRole('button', { name: CSV.exportButton }));
  await waitFor(() => expect(kit.downloads).toHaveLength(1));
  await expect(kit.calls.at(-1)?.call).toBe('GET /settings/users/csv?source=saml&columns=email&columns=user_name');

  dialog = await open();
  const ticked = dialog.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
  await expect(ticked.map((box) => box.closest('label')?.textContent)).toEqual(['Email', 'User name']);
  await userEvent.click(dialog.getByRole('radio', { name: CSV.scopeAll }));
  await userEvent.click(dialog.getByRole('button', { name: CSV.exportButton }));
  await waitFor(() => expect(kit.downloads).toHaveLength(2));
  await expect(kit.calls.at(-1)?.call).toBe('GET /settings/users/csv?columns=email&columns=user_name');
  await settle(canvasElement);
}, noScreenshot);

/** Settings/View without Update: the list, its filters and Export CSV, but no Add User, selection or row actions. */
export const ViewOnly = usersStory(
  { user: buildCurrentUser({ user_name: 'auditor', role_id: VIEWER_ROLE_ID, role_name: 'Viewer', predefined: false, permissions: { Settings: ['View'] } }) },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await expect(canvas.getByRole('button', { name: M.exportCsv })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Source$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: M.addUser })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await expect(canvas.queryByRole('group', { name: M.selectedCount(0) })).toBeNull();
  },
);
