import { describe, expect, it, vi } from 'vitest';
import { mockApiServer } from '../../testing/mockApiServer';
import { combineSlices } from '@reduxjs/toolkit';
import { createApiClient } from '@vigil/openapi';
import { ADMIN_USER_ID, IT_ROLE_ID, VIEWER_ROLE_ID } from '@vigil/openapi/mocks';
import { createVigilStore } from '../../store';
import { authHandlers } from '../../auth/mocks/auth.handlers';
import { usersDataScopesFixture } from '../fixtures/users';
import { usersHandlers, type BulkMode } from '../mocks/users.handlers';
import { USERS_SEARCH_DEBOUNCE_MS } from '../users.constants';
import { USERS_MESSAGES as M } from '../users.messages';
import { createUsersSaga, type UsersDownload } from './users.sagas';
import { selectSelectedUsersCount, selectUsersList, selectUsersNotice } from './users.selectors';
import {
  bulkActionOpened,
  dataScopePreviewCleared,
  dataScopePreviewRequested,
  userFormOpened,
  userFormSubmitted,
  usersAllMatchingSelected,
  usersDataScopeAssigned,
  usersDeleteConfirmed,
  usersExportRequested,
  usersFiltersChanged,
  usersPageChanged,
  usersRoleAssigned,
  usersScreenOpened,
  usersSearchTyped,
  usersSelectionChanged,
  usersSlice,
  usersSortChanged,
} from './users.slice';

const server = mockApiServer();

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

/** The real users reducer and saga against the mock users server; every call and body logged. */
async function setup({ bulk = 200 }: { bulk?: BulkMode } = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(...usersHandlers({ bulk, record: (call, body) => {
        calls.push({ call, body });
      }, }), authHandlers.passwordPolicy());
  const download = vi.fn<UsersDownload>();
  const store = createVigilStore({
    reducer: combineSlices(usersSlice),
    saga: createUsersSaga({ download }),
    client: createApiClient({ baseUrl: 'http://vigil.test/api' }),
  });
  const listCalls = () => calls.filter(({ call }) => call.startsWith('GET /settings/users?')).map(({ call }) => call);
  const loaded = async () => {
    await vi.waitFor(() => {
      expect(selectUsersList(store.getState()).status).toBe('loaded');
    });
  };
  store.dispatch(usersScreenOpened());
  await loaded();
  return { store, calls, listCalls, loaded, download };
}

const names = (store: Awaited<ReturnType<typeof setup>>['store']) => selectUsersList(store.getState()).items.map((user) => user.user_name);

describe('users list', () => {
  it('loads page 0 of 20 and the total', async () => {
    const { store, listCalls } = await setup();
    expect(listCalls()).toEqual(['GET /settings/users?page=0&size=20']);
    expect(selectUsersList(store.getState()).items).toHaveLength(20);
    expect(selectUsersList(store.getState()).total).toBe(45);
  });

  it('puts the filters, sort and page in the query', async () => {
    const { store, listCalls, loaded } = await setup();
    store.dispatch(usersFiltersChanged({ role_id: [IT_ROLE_ID], source: ['ldap'], date_from: '2026-10-01', date_to: '2026-11-20' }));
    await loaded();
    store.dispatch(usersSortChanged('-last_login'));
    await loaded();
    store.dispatch(usersPageChanged(1));
    await loaded();
    expect(listCalls().slice(1)).toEqual([
      `GET /settings/users?page=0&size=20&role_id=${IT_ROLE_ID}&source=ldap&date_from=2026-10-01&date_to=2026-11-20`,
      `GET /settings/users?page=0&size=20&sort=-last_login&role_id=${IT_ROLE_ID}&source=ldap&date_from=2026-10-01&date_to=2026-11-20`,
      `GET /settings/users?page=1&size=20&sort=-last_login&role_id=${IT_ROLE_ID}&source=ldap&date_from=2026-10-01&date_to=2026-11-20`,
    ]);
  });

  it('debounces the search: only the last text is fetched, after the debounce', async () => {
    const { store, listCalls, loaded } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(usersSearchTyped('m'));
    await vi.advanceTimersByTimeAsync(USERS_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(usersSearchTyped('mg'));
    await vi.advanceTimersByTimeAsync(USERS_SEARCH_DEBOUNCE_MS - 1);
    expect(listCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await loaded();
    expect(listCalls().slice(1)).toEqual(['GET /settings/users?page=0&size=20&search=mg']);
    expect(names(store)).toEqual(['mgarcia', 'mgarcia2', 'mgarcia3', 'mgarcia4', 'mgarcia5']);
  });
});

describe('bulk actions', () => {
  it('select all over the filters sends include false, the exclusions and the filters', async () => {
    const { store, calls, loaded } = await setup();
    store.dispatch(usersFiltersChanged({ role_id: [VIEWER_ROLE_ID] }));
    await loaded();
    const total = selectUsersList(store.getState()).total;
    store.dispatch(usersAllMatchingSelected());
    const excluded = nth(selectUsersList(store.getState()).items, 0).uuid;
    store.dispatch(usersSelectionChanged({ include: false, ids: [excluded] }));
    expect(selectSelectedUsersCount(store.getState())).toBe(total - 1);
    store.dispatch(bulkActionOpened('assignRole'));
    store.dispatch(usersRoleAssigned({ roleId: IT_ROLE_ID }));
    await vi.waitFor(() => {
      expect(selectUsersNotice(store.getState())?.text).toBe(M.bulkDone);
    });
    expect(calls.find(({ call }) => call === 'PUT /settings/users/assign_role')?.body).toEqual({
      selection: { ids: [excluded], include: false, filters: { role_id: [VIEWER_ROLE_ID] } },
      role_id: IT_ROLE_ID,
    });
  });

  it('200: the list changes in place without a refetch, and the skipped admin is named', async () => {
    const { store, listCalls } = await setup();
    const [admin, first] = [nth(selectUsersList(store.getState()).items, 0), nth(selectUsersList(store.getState()).items, 1)];
    store.dispatch(usersSelectionChanged({ include: true, ids: [admin.uuid, first.uuid] }));
    store.dispatch(bulkActionOpened('assignDataScope'));
    store.dispatch(usersDataScopeAssigned({ dataScopeId: nth(usersDataScopesFixture, 2).uuid }));
    await vi.waitFor(() => {
      expect(selectUsersNotice(store.getState())?.text).toBe(M.bulkDone);
    });
    expect(selectUsersNotice(store.getState())?.skipped).toEqual([{ uuid: ADMIN_USER_ID, user_name: 'admin', reason: 'admin_user' }]);
    const items = selectUsersList(store.getState()).items;
    expect(nth(items, 0).data_scope_id).toBeNull();
    expect(nth(items, 1).data_scope_id).toBe(nth(usersDataScopesFixture, 2).uuid);
    expect(listCalls()).toHaveLength(1);
    expect(selectSelectedUsersCount(store.getState())).toBe(0);
  });

  it('200 delete removes the rows and lowers the total', async () => {
    const { store } = await setup();
    const [first, second] = [nth(selectUsersList(store.getState()).items, 1), nth(selectUsersList(store.getState()).items, 2)];
    store.dispatch(usersSelectionChanged({ include: true, ids: [first.uuid, second.uuid] }));
    store.dispatch(bulkActionOpened('delete'));
    store.dispatch(usersDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectUsersNotice(store.getState())?.text).toBe(M.deleteDone);
    });
    expect(names(store)).not.toContain(first.user_name);
    expect(selectUsersList(store.getState()).total).toBe(43);
  });

  it('202 refetches all users', async () => {
    const { store, listCalls, loaded } = await setup({ bulk: 202 });
    store.dispatch(usersAllMatchingSelected());
    store.dispatch(bulkActionOpened('delete'));
    store.dispatch(usersDeleteConfirmed());
    await vi.waitFor(() => {
      expect(selectUsersNotice(store.getState())?.text).toBe(M.bulkAccepted);
    });
    await loaded();
    expect(listCalls()).toEqual(['GET /settings/users?page=0&size=20', 'GET /settings/users?page=0&size=20']);
  });

  it('previews a data scope change with the same selection', async () => {
    const { store, calls } = await setup();
    const first = nth(selectUsersList(store.getState()).items, 1);
    store.dispatch(usersSelectionChanged({ include: true, ids: [first.uuid] }));
    store.dispatch(bulkActionOpened('assignDataScope'));
    store.dispatch(dataScopePreviewRequested({ dataScopeId: nth(usersDataScopesFixture, 1).uuid }));
    await vi.waitFor(() => {
      expect(store.getState().users.preview.status).toBe('loaded');
    });
    expect(calls.find(({ call }) => call === 'POST /settings/users/assign_data_scope_bulk/preview')?.body).toEqual({
      selection: { ids: [first.uuid], include: true },
      data_scope_id: nth(usersDataScopesFixture, 1).uuid,
    });
    expect(store.getState().users.preview.value?.users_count).toBe(1);
  });

  it('previews the data scope of the user being edited alone, and a clear drops a preview on its way', async () => {
    const { store, calls } = await setup();
    const [first, second] = [nth(selectUsersList(store.getState()).items, 1), nth(selectUsersList(store.getState()).items, 2)];
    store.dispatch(usersSelectionChanged({ include: true, ids: [second.uuid] }));
    store.dispatch(userFormOpened(first));
    const dataScopeId = nth(usersDataScopesFixture, 1).uuid;
    store.dispatch(dataScopePreviewRequested({ dataScopeId, userId: first.uuid }));
    await vi.waitFor(() => {
      expect(store.getState().users.preview.status).toBe('loaded');
    });
    const previews = () => calls.filter(({ call }) => call === 'POST /settings/users/assign_data_scope_bulk/preview');
    expect(previews().map(({ body }) => body)).toEqual([{ selection: { ids: [first.uuid], include: true }, data_scope_id: dataScopeId }]);

    store.dispatch(dataScopePreviewRequested({ dataScopeId, userId: first.uuid }));
    store.dispatch(dataScopePreviewCleared());
    // Time enough for the mock server to answer the second preview, had it not been dropped.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.getState().users.preview).toEqual({ status: 'idle', value: null });
  });
});

describe('user form and export', () => {
  it('edits a user in place and shows the server refusal on create', async () => {
    const { store } = await setup();
    const user = nth(selectUsersList(store.getState()).items, 1);
    store.dispatch(userFormOpened(user));
    store.dispatch(
      userFormSubmitted({ user_name: user.user_name, first_name: 'Johnny', last_name: user.last_name, email: '', password: '', role_id: null, data_scope_id: null }),
    );
    await vi.waitFor(() => {
      expect(nth(selectUsersList(store.getState()).items, 1).first_name).toBe('Johnny');
    });
    store.dispatch(userFormOpened(null));
    store.dispatch(userFormSubmitted({ user_name: 'admin', first_name: '', last_name: '', email: '', password: '', role_id: null, data_scope_id: null }));
    await vi.waitFor(() => {
      expect(store.getState().users.form.error).toBe('A user named admin already exists');
    });
  });

  it('exports the CSV of the current filter and hands it to the download', async () => {
    const { store, calls, download, loaded } = await setup();
    store.dispatch(usersFiltersChanged({ source: ['saml'] }));
    await loaded();
    store.dispatch(usersExportRequested());
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledOnce();
    });
    expect(calls.at(-1)?.call).toBe('GET /settings/users/csv?source=saml');
    const [file, fileName] = nth(download.mock.calls, 0);
    expect(fileName).toBe('users.csv');
    expect((await file.text()).split('\n')[0]).toBe('user_name,role');
  });

  it('sends the export config choice: the columns in their order, and the filter or none', async () => {
    const { store, calls, download, loaded } = await setup();
    store.dispatch(usersFiltersChanged({ source: ['saml'] }));
    await loaded();
    store.dispatch(usersExportRequested({ columns: ['email', 'user_name'], scope: 'filtered' }));
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledTimes(1);
    });
    expect(calls.at(-1)?.call).toBe('GET /settings/users/csv?source=saml&columns=email&columns=user_name');
    store.dispatch(usersExportRequested({ columns: ['role'], scope: 'all' }));
    await vi.waitFor(() => {
      expect(download).toHaveBeenCalledTimes(2);
    });
    expect(calls.at(-1)?.call).toBe('GET /settings/users/csv?columns=role');
  });
});
