import type { Meta, StoryObj } from '@storybook/react-vite';
import { call, put } from 'redux-saga/effects';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '@vigil/openapi';
import { buildCurrentUser, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { rolesHandlers, rolesServer, type RolesServer } from '../../mocks/roles.handlers';
import { ROLES_MESSAGES as M } from '../../roles.messages';
import { CSV_EXPORT_MESSAGES as CSV } from '../../../csv-export/csvExport.messages';
import { ROLES_CSV_EXPORT_TITLE } from '../../rolesCsvExport';
import { createRolesSaga } from '../../state/roles.sagas';
import { rolesSlice } from '../../state/roles.slice';
import { RolesScreen } from './RolesScreen';

const download = fn();

/** The roles store with `user` signed in (the admin unless a story says otherwise). */
function rolesStore(user: CurrentUser = currentUserFixture) {
  const rolesSaga = createRolesSaga({ download });
  return {
    slices: [rolesSlice, sessionSlice],
    saga: function* rolesStorySaga() {
      yield put(sessionConfigLoaded(sessionConfigFixture));
      yield put(currentUserLoaded({ user, userData: null }));
      yield call(rolesSaga);
    },
  };
}

const meta = {
  title: 'Features/Roles/RolesScreen',
  component: RolesScreen,
  parameters: { store: rolesStore() },
} satisfies Meta<typeof RolesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story answered by its own roles server, fresh for every run, so `server.writes` shows what the screen sent. */
function withServer(overrides: Parameters<typeof rolesServer>[0] = {}) {
  const server: RolesServer = rolesServer(overrides);
  const story: Story = {
    beforeEach: ({ msw }) => {
      Object.assign(server, rolesServer(overrides));
      download.mockClear();
      msw.use(...rolesHandlers.server(server));
    },
  };
  return { server, story };
}

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The roles table once loaded. */
async function rolesTable(element: HTMLElement) {
  const table = await within(element).findByRole('grid', { name: M.tableLabel });
  await within(table).findByRole('rowheader', { name: 'Viewer' });
  return table;
}

async function rowAction(element: HTMLElement, roleName: string, action: string) {
  await userEvent.click(page(element).getByRole('button', { name: `Actions for ${roleName}` }));
  await userEvent.click(await page(element).findByRole('menuitem', { name: action }));
}

const list = withServer();
/** The roles with their users and service-accounts counts; predefined roles cannot be edited or deleted. */
export const List: Story = {
  ...list.story,
  play: async ({ canvas, canvasElement }) => {
    const table = await rolesTable(canvasElement);
    const viewer = within(table).getByRole('rowheader', { name: 'Viewer' }).closest('[role="row"]') as HTMLElement;
    await expect(viewer).toHaveTextContent('Viewer90Custom');
    const it = within(table).getByRole('rowheader', { name: 'IT' }).closest('[role="row"]') as HTMLElement;
    await expect(it).toHaveTextContent('IT142Predefined');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Admin' }));
    await expect(await page(canvasElement).findByRole('menuitem', { name: M.edit })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

const search = withServer();
/** Typing in the search field narrows the list by name. */
export const Search: Story = {
  ...search.story,
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const table = await rolesTable(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: M.searchLabel }), 'own');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['OwnerReadOnly']));
  },
};

const empty = withServer({ roles: [] });
/** No roles at all. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: M.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(M.emptyDescription)).toBeVisible();
  },
};

/** The list cannot be loaded: the server's message and a retry. */
export const LoadError: Story = {
  parameters: { msw: [rolesHandlers.listFailure(), ...rolesHandlers.server(rolesServer())] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${M.loadFailed} Service Unavailable`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.retry })).toBeEnabled();
  },
};

const create = withServer();
/** A new role: a name and permissions from the matrix, created at once. */
export const Create: Story = {
  ...create.story,
  play: async ({ canvas, canvasElement }) => {
    await rolesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.newRole }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: M.createTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.nameLabel }), 'Auditors');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Audit: View' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Devices assets: Edit assets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await expect(await canvas.findByText(M.created)).toBeVisible();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(create.server.writes).toEqual([
      { method: 'POST', path: '/settings/roles', body: { name: 'Auditors', permissions: { Audit: ['View'], devices_assets: ['DeepUpdate'] } } },
    ]);
    await expect(await canvas.findByRole('rowheader', { name: 'Auditors' })).toBeVisible();
  },
};

const validation = withServer();
/** The name is required: nothing is sent without one. */
export const Validation: Story = {
  ...validation.story,
  play: async ({ canvas, canvasElement }) => {
    await rolesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.newRole }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: M.createTitle });
    await within(dialog).findByRole('checkbox', { name: 'Audit: View' });
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await expect(await within(dialog).findByText(M.nameRequired)).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: M.nameLabel })).toHaveAttribute('aria-invalid', 'true');
    await expect(validation.server.writes).toEqual([]);
  },
};

const edit = withServer();
/** Before an edit is saved, what the role's users gain and lose. */
export const EditWithPreview: Story = {
  ...edit.story,
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await rolesTable(canvasElement);
    await rowAction(canvasElement, 'Viewer', M.edit);
    const dialog = await page(canvasElement).findByRole('dialog', { name: M.editTitle });
    await expect(within(dialog).getByRole('textbox', { name: M.nameLabel })).toHaveValue('Viewer');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Reports: View' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Devices assets: View' }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.review }));
    await expect(await within(dialog).findByText(M.previewCounts(9, 0))).toBeVisible();
    const gained = within(dialog).getByRole('region', { name: M.gained });
    await expect(gained).toHaveTextContent(`${M.sidebarAreas}${M.nothing}${M.actions}Devices assets: View${M.assetTypes}devices`);
    const lost = within(dialog).getByRole('region', { name: M.lost });
    await expect(lost).toHaveTextContent(`${M.sidebarAreas}Reports${M.actions}Reports: View${M.assetTypes}${M.nothing}`);
    await expect(edit.server.writes).toEqual([
      { method: 'POST', path: `/settings/roles/${VIEWER_ROLE_ID}/preview`, body: { permissions: { Dashboard: ['View'], Findings: ['View'], devices_assets: ['View'] } } },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await expect(await canvas.findByText(M.saved)).toBeVisible();
    await expect(edit.server.writes[1]).toMatchObject({ method: 'PUT', path: `/settings/roles/${VIEWER_ROLE_ID}` });
  },
};

const patch = withServer({ restrictPermissionAssignment: true });
/** With restrict-permission-assignment on, the editor says so and the edit is sent as PATCH with the changed categories. */
export const PatchMode: Story = {
  ...patch.story,
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await rolesTable(canvasElement);
    await rowAction(canvasElement, 'Viewer', M.edit);
    const dialog = await page(canvasElement).findByRole('dialog', { name: M.editTitle });
    await expect(within(dialog).getByText(M.restrictNote)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Dashboard: Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.review }));
    await userEvent.click(await within(dialog).findByRole('button', { name: M.save }));
    await expect(await canvas.findByText(M.saved)).toBeVisible();
    await expect(patch.server.writes[1]).toEqual({
      method: 'PATCH',
      path: `/settings/roles/${VIEWER_ROLE_ID}`,
      body: { uuid: VIEWER_ROLE_ID, name: 'Viewer', permissions: { Dashboard: ['View', 'Update'] } },
    });
  },
};

const deletion = withServer();
/** Deleting asks first, then the role leaves the list. */
export const Delete: Story = {
  ...deletion.story,
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const table = await rolesTable(canvasElement);
    await rowAction(canvasElement, 'Analysts', M.delete);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: M.deleteTitle });
    await expect(dialog).toHaveTextContent(M.deleteQuestion('Analysts'));
    await userEvent.click(within(dialog).getByRole('button', { name: M.deleteConfirm }));
    await expect(await canvas.findByText(M.deleted)).toBeVisible();
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Analysts' })).not.toBeInTheDocument());
    await expect(deletion.server.writes).toEqual([{ method: 'DELETE', path: '/settings/roles/role-analysts' }]);
  },
};

const csv = withServer();
/** Export CSV opens the csv export config modal: Permissions unticked, Users moved up, then the file goes to the (injected) download. */
export const CsvExport: Story = {
  ...csv.story,
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('vigil.csvExport.')) localStorage.removeItem(key);
    await rolesTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.exportCsv }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: ROLES_CSV_EXPORT_TITLE }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Permissions' }));
    await userEvent.click(dialog.getByRole('button', { name: CSV.moveUp('Users') }));
    await userEvent.click(dialog.getByRole('button', { name: CSV.exportButton }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    await expect(download.mock.calls[0]?.[0]).toBe('roles.csv');
    const text = await (download.mock.calls[0]?.[1] as Blob).text();
    await expect(text.split('\r\n')[0]).toBe('name,users_count,predefined,service_accounts_count');
  },
};

const readOnly = withServer();
/** Settings/View without Update: the roles and Export CSV, but no New role and no row actions. */
export const ViewOnly: Story = {
  ...readOnly.story,
  parameters: {
    store: rolesStore(buildCurrentUser({ user_name: 'auditor', role_id: VIEWER_ROLE_ID, role_name: 'Viewer', predefined: false, permissions: { Settings: ['View'] } })),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = await rolesTable(canvasElement);
    await expect(canvas.getByRole('button', { name: M.exportCsv })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: M.newRole })).toBeNull();
    await expect(within(table).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  },
};
