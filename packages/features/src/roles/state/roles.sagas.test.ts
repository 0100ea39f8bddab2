import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { combineSlices } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { createApiClient, type Role } from '@vigil/openapi';
import { VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { rolePreviewFixture } from '../fixtures/roles';
import { rolesHandlers, rolesServer, type RolesServer } from '../mocks/roles.handlers';
import { ROLES_SEARCH_DEBOUNCE_MS } from '../roles.constants';
import { ROLES_MESSAGES as M } from '../roles.messages';
import { changedCategories, createRolesSaga } from './roles.sagas';
import { selectDataScopes, selectRoleDeletion, selectRoleEditor, selectRolesList, selectRolesNotice } from './roles.selectors';
import {
  dataScopesRequested,
  roleCreateStarted,
  roleDeleteConfirmed,
  roleDeleteRequested,
  roleEditStarted,
  roleSaveConfirmed,
  rolesCsvRequested,
  rolesScreenOpened,
  rolesSearchChanged,
  roleSubmitted,
  rolesSlice,
} from './roles.slice';

const http = setupServer();

beforeAll(() => {
  http.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  http.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => {
  http.close();
});

/** A store with the real reducer and saga, HTTP answered by the roles mock server; downloads recorded. */
async function setup(server: RolesServer = rolesServer()) {
  http.use(...rolesHandlers.server(server), rolesHandlers.dataScopes());
  const download = vi.fn<(fileName: string, content: Blob) => void>();
  const client = createApiClient({ baseUrl: 'http://vigil.test/api' });
  const store = createVigilStore({ reducer: combineSlices(rolesSlice), saga: createRolesSaga({ download }), client });
  store.dispatch(rolesScreenOpened());
  await vi.waitFor(() => {
    expect(selectRolesList(store.getState()).status).toBe('loaded');
  });
  const role = (uuid: string) => selectRolesList(store.getState()).roles.find((known) => known.uuid === uuid) as Role;
  return { store, server, download, role };
}

const viewerEdit = { name: 'Viewer', permissions: { Dashboard: ['View'], Findings: ['View'], devices_assets: ['View'] } };

describe('roles saga', () => {
  it('loads the list and the catalogue when the screen opens, and searches after a pause in typing', async () => {
    const { store } = await setup();
    expect(selectRolesList(store.getState()).roles.map((role) => role.name)).toEqual(['Admin', 'OwnerReadOnly', 'IT', 'Viewer', 'Analysts']);
    vi.useFakeTimers();
    store.dispatch(rolesSearchChanged('an'));
    store.dispatch(rolesSearchChanged('ana'));
    await vi.advanceTimersByTimeAsync(ROLES_SEARCH_DEBOUNCE_MS - 1);
    expect(selectRolesList(store.getState()).roles).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(selectRolesList(store.getState()).roles.map((role) => role.name)).toEqual(['Analysts']);
    });
  });

  it('previews an edit, saves nothing until confirmed, then saves it with PUT when restrict-permission-assignment is off', async () => {
    const { store, server, role } = await setup();
    store.dispatch(roleEditStarted(role(VIEWER_ROLE_ID)));
    store.dispatch(roleSubmitted(viewerEdit));
    await vi.waitFor(() => {
      expect(selectRoleEditor(store.getState()).status).toBe('reviewing');
    });
    expect(selectRoleEditor(store.getState()).preview).toEqual(rolePreviewFixture);
    expect(server.writes).toEqual([{ method: 'POST', path: `/settings/roles/${VIEWER_ROLE_ID}/preview`, body: { permissions: viewerEdit.permissions } }]);

    store.dispatch(roleSaveConfirmed());
    await vi.waitFor(() => {
      expect(selectRolesNotice(store.getState())).toEqual({ tone: 'success', text: M.saved });
    });
    expect(server.writes[1]).toEqual({ method: 'PUT', path: `/settings/roles/${VIEWER_ROLE_ID}`, body: { uuid: VIEWER_ROLE_ID, ...viewerEdit } });
    expect(selectRoleEditor(store.getState()).target).toBeNull();
    await vi.waitFor(() => {
      expect(role(VIEWER_ROLE_ID).permissions).toEqual(viewerEdit.permissions);
    });
  });

  it('saves with PATCH and only the changed categories when restrict-permission-assignment is on', async () => {
    const { store, server, role } = await setup(rolesServer({ restrictPermissionAssignment: true }));
    await vi.waitFor(() => {
      expect(store.getState().roles.catalogue.restrictPermissionAssignment).toBe(true);
    });
    store.dispatch(roleEditStarted(role(VIEWER_ROLE_ID)));
    store.dispatch(roleSubmitted(viewerEdit));
    await vi.waitFor(() => {
      expect(selectRoleEditor(store.getState()).status).toBe('reviewing');
    });
    store.dispatch(roleSaveConfirmed());
    await vi.waitFor(() => {
      expect(server.writes.map((write) => write.method)).toEqual(['POST', 'PATCH']);
    });
    // Viewer had Dashboard, Reports and Findings View: Reports is emptied, device assets added, the rest left out.
    expect(server.writes[1]?.body).toEqual({ uuid: VIEWER_ROLE_ID, name: 'Viewer', permissions: { Reports: [], devices_assets: ['View'] } });
    await vi.waitFor(() => {
      expect(role(VIEWER_ROLE_ID).permissions).toEqual(viewerEdit.permissions);
    });
  });

  it('creates a new role at once, without a preview', async () => {
    const { store, server } = await setup();
    store.dispatch(roleCreateStarted());
    store.dispatch(roleSubmitted({ name: 'Auditors', permissions: { Audit: ['View'] } }));
    await vi.waitFor(() => {
      expect(selectRolesNotice(store.getState())?.text).toBe(M.created);
    });
    expect(server.writes).toEqual([{ method: 'POST', path: '/settings/roles', body: { name: 'Auditors', permissions: { Audit: ['View'] } } }]);
    await vi.waitFor(() => {
      expect(selectRolesList(store.getState()).roles.map((role) => role.name)).toContain('Auditors');
    });
  });

  it('deletes a confirmed role and reloads the list; a refusal keeps the confirmation open with its message', async () => {
    const { store, server, role } = await setup();
    store.dispatch(roleDeleteRequested(role('role-analysts')));
    store.dispatch(roleDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectRolesNotice(store.getState())?.text).toBe(M.deleted);
    });
    expect(server.writes).toEqual([{ method: 'DELETE', path: '/settings/roles/role-analysts' }]);
    await vi.waitFor(() => {
      expect(selectRolesList(store.getState()).roles.map((known) => known.name)).not.toContain('Analysts');
    });

    http.use(rolesHandlers.deleteRefused('Users or service accounts still have this role; assign them another one first.'));
    store.dispatch(roleDeleteRequested(role(VIEWER_ROLE_ID)));
    store.dispatch(roleDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectRoleDeletion(store.getState())).toMatchObject({ deleting: false, error: 'Users or service accounts still have this role; assign them another one first.' });
    });
    expect(selectRoleDeletion(store.getState()).role?.uuid).toBe(VIEWER_ROLE_ID);
  });

  it('downloads the CSV of the searched roles through the injected download', async () => {
    const { store, download } = await setup();
    store.dispatch(rolesCsvRequested());
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledTimes(1);
    });
    const [fileName, content] = download.mock.calls[0] ?? [];
    expect(fileName).toBe('roles.csv');
    expect(content?.type).toBe('text/csv');
    expect(await content?.text()).toBe('name,users_count\r\nAdmin,2\r\nOwnerReadOnly,1\r\nIT,14\r\nViewer,9\r\nAnalysts,3');

    http.use(rolesHandlers.csvFailure());
    store.dispatch(rolesCsvRequested());
    await vi.waitFor(() => {
      expect(selectRolesNotice(store.getState())).toEqual({ tone: 'error', text: `${M.csvFailed} Service Unavailable` });
    });
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('exports the columns of the export config choice, with the search or every role', async () => {
    const { store, download } = await setup();
    store.dispatch(rolesSearchChanged('view'));
    store.dispatch(rolesCsvRequested({ columns: ['users_count', 'name'], scope: 'filtered' }));
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledTimes(1);
    });
    expect(await download.mock.calls[0]?.[1].text()).toBe('users_count,name\r\n9,Viewer');
    store.dispatch(rolesCsvRequested({ columns: ['name'], scope: 'all' }));
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledTimes(2);
    });
    expect(await download.mock.calls[1]?.[1].text()).toBe('name\r\nAdmin\r\nOwnerReadOnly\r\nIT\r\nViewer\r\nAnalysts');
  });

  it('loads the data scopes', async () => {
    const { store } = await setup();
    store.dispatch(dataScopesRequested());
    await vi.waitFor(() => {
      expect(selectDataScopes(store.getState()).status).toBe('loaded');
    });
    expect(selectDataScopes(store.getState()).scopes.map((scope) => scope.name)).toEqual(['Global (Unrestricted)', 'EMEA Offices', 'Contractors']);
  });
});

describe('changedCategories', () => {
  it('keeps only the categories whose actions change, an emptied one as []', () => {
    expect(changedCategories({ Dashboard: ['View'], Reports: ['View', 'Private'] }, { Dashboard: ['View'], Reports: ['Private', 'View'], Audit: ['View'] })).toEqual({ Audit: ['View'] });
    expect(changedCategories({ Dashboard: ['View', 'Update'] }, {})).toEqual({ Dashboard: [] });
  });
});
