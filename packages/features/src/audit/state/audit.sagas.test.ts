import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../testing/mockApiServer';
import { auditQuery, NO_AUDIT_FILTERS } from '../api/audit.api';
import { AUDIT_PAGE_SIZE, AUDIT_SEARCH_DEBOUNCE_MS } from '../audit.constants';
import { AUDIT_MESSAGES as M } from '../audit.messages';
import { AUDIT_ADMIN_UUID, AUDIT_JANE_UUID, auditEntriesFixture } from '../fixtures/audit';
import { auditHandlers, type AuditServerOptions } from '../mocks/audit.handlers';
import { auditExportRequested, auditFiltersChanged, auditFiltersCleared, auditMoreRequested, auditScreenOpened } from './audit.slice';
import { selectAudit, selectAuditActionGroups, selectAuditUserOptions } from './audit.selectors';
import { auditTestStore } from './auditTestStore';

const server = mockApiServer();

/** The real reducer and saga against the mock audit server, every call logged. */
function setup(options: AuditServerOptions = {}) {
  const calls: string[] = [];
  const downloads: { fileName: string; file: Blob }[] = [];
  server.use(...auditHandlers({ ...options, record: (call) => calls.push(call) }));
  const store = auditTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), {
    download: (file, fileName) => downloads.push({ file, fileName }),
    today: () => '2026-11-20',
  });
  const listCalls = () => calls.filter((call) => call.startsWith('GET /audit?'));
  return { store, calls, listCalls, downloads, audit: () => selectAudit(store.getState()) };
}

describe('auditQuery', () => {
  it('turns the days into from (first day, UTC) and to (the day after the last, exclusive), leaving out empty filters', () => {
    expect(auditQuery(NO_AUDIT_FILTERS)).toEqual({});
    expect(auditQuery({ user: { uuid: 'u1', name: 'jane' }, action: 'user.', fromDay: '2026-02-28', toDay: '2026-02-28', search: '  jan ' })).toEqual({
      user: 'u1',
      action: 'user.',
      from: '2026-02-28T00:00:00.000Z',
      to: '2026-03-01T00:00:00.000Z',
      search: 'jan',
    });
  });
});

describe('the Activity Logs saga', () => {
  it('loads the first page, the catalogue and the users when the page opens; Load more appends the next page', async () => {
    const { store, listCalls, calls, audit } = setup({ users: [{ uuid: AUDIT_JANE_UUID, user_name: 'jane.doe' }] });
    store.dispatch(auditScreenOpened());
    await vi.waitFor(() => { expect(audit().status).toBe('loaded'); });
    await vi.waitFor(() => { expect(audit().users).toHaveLength(1); });
    expect(audit().entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(audit().nextCursor).toBe('50');
    expect(calls).toEqual(expect.arrayContaining(['GET /audit/actions', 'GET /settings/users?size=2000&sort=user_name']));
    expect(selectAuditActionGroups(store.getState()).map((group) => group.area)).toEqual([
      'Sign-in',
      'Users',
      'Roles',
      'Impersonation',
      'Campaigns',
      'Settings',
      'Webhooks',
    ]);

    store.dispatch(auditMoreRequested());
    await vi.waitFor(() => { expect(audit().entries).toHaveLength(auditEntriesFixture.length); });
    expect(audit().nextCursor).toBeNull();
    expect(listCalls()).toEqual(['GET /audit?size=50', 'GET /audit?size=50&cursor=50']);
  });

  it('offers the acting users of the entries shown when the users cannot be listed (Audit/View only)', async () => {
    const { store, audit } = setup();
    store.dispatch(auditScreenOpened());
    await vi.waitFor(() => { expect(audit().status).toBe('loaded'); });
    expect(selectAuditUserOptions(store.getState())).toEqual([
      { uuid: AUDIT_ADMIN_UUID, name: 'admin' },
      { uuid: AUDIT_JANE_UUID, name: 'jane.doe' },
    ]);
  });

  it('asks again from the first page when a filter changes, waiting for a pause in typing', async () => {
    const { store, listCalls, audit } = setup();
    store.dispatch(auditScreenOpened());
    await vi.waitFor(() => { expect(audit().status).toBe('loaded'); });
    store.dispatch(auditFiltersChanged({ action: 'auth.login_failed' }));
    await vi.waitFor(() => { expect(audit().entries).toHaveLength(1); });

    vi.useFakeTimers();
    store.dispatch(auditFiltersChanged({ search: 'j' }));
    store.dispatch(auditFiltersChanged({ search: 'j.d' }));
    await vi.advanceTimersByTimeAsync(AUDIT_SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => { expect(audit().status).toBe('loaded'); });
    expect(listCalls()).toEqual(['GET /audit?size=50', 'GET /audit?action=auth.login_failed&size=50', 'GET /audit?action=auth.login_failed&search=j.d&size=50']);

    store.dispatch(auditFiltersCleared());
    await vi.waitFor(() => { expect(audit().entries).toHaveLength(AUDIT_PAGE_SIZE); });
    expect(listCalls().at(-1)).toBe('GET /audit?size=50');
  });

  it('shows the server sentence when the list fails', async () => {
    const { store, audit } = setup({ failList: true });
    store.dispatch(auditScreenOpened());
    await vi.waitFor(() => { expect(audit().status).toBe('failed'); });
    expect(audit().error).toBe('Internal Server Error');
  });

  it('exports what the filters select as a download named by the day; a failure says so', async () => {
    const { store, calls, downloads, audit } = setup();
    store.dispatch(auditFiltersChanged({ action: 'user.' }));
    store.dispatch(auditExportRequested());
    await vi.waitFor(() => { expect(downloads).toHaveLength(1); });
    expect(downloads[0]?.fileName).toBe(M.fileName('2026-11-20'));
    expect(calls).toContain('GET /audit/export?action=user.');
    expect((await downloads[0]?.file.text())?.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(audit().exporting).toBe(false);

    const failing = setup({ failExport: true });
    failing.store.dispatch(auditExportRequested());
    await vi.waitFor(() => { expect(failing.audit().exportError).toBe('Internal Server Error'); });
  });
});
