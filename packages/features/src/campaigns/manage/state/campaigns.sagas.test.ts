import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../../testing/mockApiServer';
import { APPROVER_SEARCH_DEBOUNCE_MS, CAMPAIGN_PREVIEW_DEBOUNCE_MS } from '../campaigns.constants';
import { CAMPAIGNS_MESSAGES as M } from '../campaigns.messages';
import { achenApprover, campaignQueryFixture, campaignsFixture, jsmithApprover, mgarciaApprover, runningCampaignFixture } from '../fixtures/campaigns';
import { queriesHandlers } from '../../../queries/mocks/queries.handlers';
import { campaignsHandlers, type CampaignsServerOptions } from '../mocks/campaigns.handlers';
import {
  approverNotifyMethodsRequested,
  approverSearchTyped,
  campaignCreationOpened,
  campaignEvidenceRequested,
  campaignOpened,
  campaignPreviewCleared,
  campaignPreviewRequested,
  campaignScheduleSubmitted,
  campaignTerminateConfirmed,
  type CampaignPreviewInput,
} from './campaign.slice';
import { campaignsMoreRequested, campaignsScreenOpened, campaignsStatusFilterChanged } from './campaignList.slice';
import { selectCampaign, selectCampaignList } from './campaigns.selectors';
import { campaignsTestStore } from './campaignsTestStore';

const server = mockApiServer();
const QUERY_ID = campaignQueryFixture?.id ?? '';

/** The real reducers and sagas against the mock campaigns server (with the saved queries), every call logged. */
function setup(options: CampaignsServerOptions = {}) {
  const calls: { call: string; body?: unknown }[] = [];
  const downloads: { fileName: string; file: Blob }[] = [];
  server.use(
    ...campaignsHandlers({
      ...options,
      record: (call, body) => {
        calls.push({ call, body });
      },
    }),
    ...queriesHandlers(),
  );
  const store = campaignsTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }), {
    download: (file, fileName) => {
      downloads.push({ file, fileName });
    },
  });
  const callsTo = (prefix: string) => calls.filter(({ call }) => call.startsWith(prefix));
  return { store, calls, callsTo, downloads, campaign: () => selectCampaign(store.getState()), list: () => selectCampaignList(store.getState()) };
}

const input = (overrides: Partial<CampaignPreviewInput> = {}): CampaignPreviewInput => ({
  query_id: QUERY_ID,
  approvers: [{ id: jsmithApprover.id, notify_method: 'email' }],
  enable_rule_base_entitlements: false,
  excluded_entitlements: [],
  name: 'Finance review',
  ...overrides,
});

describe('the list', () => {
  it('loads the newest 20, then the next page by its cursor', async () => {
    const { store, list, callsTo } = setup();
    store.dispatch(campaignsScreenOpened());
    await vi.waitFor(() => { expect(list().status).toBe('loaded'); });
    expect(list().items.map((item) => item.id)).toEqual(campaignsFixture.slice(0, 20).map((item) => item.id));
    expect(list().nextCursor).toBe('20');
    store.dispatch(campaignsMoreRequested());
    await vi.waitFor(() => { expect(list().items).toHaveLength(25); });
    expect(list().nextCursor).toBeNull();
    expect(callsTo('GET /campaigns?').map(({ call }) => call)).toEqual(['GET /campaigns?size=20', 'GET /campaigns?size=20&cursor=20']);
  });

  it('narrows to a status from the first page', async () => {
    const { store, list, callsTo } = setup();
    store.dispatch(campaignsScreenOpened());
    await vi.waitFor(() => { expect(list().status).toBe('loaded'); });
    store.dispatch(campaignsStatusFilterChanged('running'));
    await vi.waitFor(() => { expect(list().status).toBe('loaded'); });
    expect(callsTo('GET /campaigns?').at(-1)?.call).toBe('GET /campaigns?size=20&status=running');
    expect(list().items.every((item) => item.status === 'running')).toBe(true);
    expect(list().items.length).toBeGreaterThan(0);
  });

  it('a failed load keeps the server sentence and shows no rows', async () => {
    const { store, list } = setup({ failList: true });
    store.dispatch(campaignsScreenOpened());
    await vi.waitFor(() => { expect(list().status).toBe('failed'); });
    expect(list()).toMatchObject({ error: 'Internal Server Error', items: [] });
  });
});

describe('creation', () => {
  it('lists the saved queries over users for the picker', async () => {
    const { store, campaign } = setup();
    store.dispatch(campaignCreationOpened());
    await vi.waitFor(() => { expect(campaign().savedQueries.status).toBe('loaded'); });
    expect(campaign().savedQueries.items.map((item) => item.id)).toContain(QUERY_ID);
  });

  it('debounces the approver search: only the last text is asked', async () => {
    const { store, campaign, callsTo } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(approverSearchTyped('js'));
    await vi.advanceTimersByTimeAsync(APPROVER_SEARCH_DEBOUNCE_MS - 1);
    store.dispatch(approverSearchTyped('jsmith'));
    await vi.advanceTimersByTimeAsync(APPROVER_SEARCH_DEBOUNCE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => { expect(campaign().approverSearch.status).toBe('loaded'); });
    expect(callsTo('GET /campaigns/users_names_list').map(({ call }) => call)).toEqual(['GET /campaigns/users_names_list?size=20&name=jsmith']);
    expect(campaign().approverSearch.options.map((user) => user.mail)).toEqual(['jsmith@example.com', 'jsmithers@example.com']);
  });

  it('keeps only the notify methods set up for each approver, asked once per user', async () => {
    const { store, campaign, callsTo } = setup();
    store.dispatch(approverNotifyMethodsRequested({ userId: mgarciaApprover.id }));
    store.dispatch(approverNotifyMethodsRequested({ userId: achenApprover.id }));
    await vi.waitFor(() => { expect(campaign().notifyMethods[achenApprover.id]?.status).toBe('loaded'); });
    await vi.waitFor(() => { expect(campaign().notifyMethods[mgarciaApprover.id]?.status).toBe('loaded'); });
    store.dispatch(approverNotifyMethodsRequested({ userId: mgarciaApprover.id }));
    expect(campaign().notifyMethods).toEqual({
      [mgarciaApprover.id]: { status: 'loaded', supported: ['email', 'slack'] },
      [achenApprover.id]: { status: 'loaded', supported: [] },
    });
    expect(callsTo('GET /campaigns/supported_notify_methods')).toHaveLength(2);
  });

  it('previews once the inputs stop changing, then updates the same draft', async () => {
    const { store, campaign, callsTo } = setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    store.dispatch(campaignPreviewRequested(input({ enable_rule_base_entitlements: true })));
    await vi.advanceTimersByTimeAsync(CAMPAIGN_PREVIEW_DEBOUNCE_MS - 1);
    store.dispatch(campaignPreviewRequested(input()));
    expect(campaign().preview.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(CAMPAIGN_PREVIEW_DEBOUNCE_MS);
    vi.useRealTimers();
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('loaded'); });
    const first = callsTo('POST /campaigns/query');
    expect(first).toHaveLength(1);
    expect(first[0]?.body).toEqual(input());
    const draftId = campaign().campaignId;
    expect(draftId).toBe(campaign().preview.result?.campaign_id);
    // Without rule-based entitlements the groups and teams are not reviewed.
    expect(campaign().preview.result?.entitlements_list.map((item) => item.type)).toEqual(['role', 'role', 'policy']);

    store.dispatch(campaignPreviewRequested(input({ excluded_entitlements: [{ name: 'Salesforce Admin', type: 'role' }] })));
    await vi.waitFor(() => { expect(callsTo('POST /campaigns/query')).toHaveLength(2); });
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('loaded'); });
    expect(callsTo('POST /campaigns/query')[1]?.body).toMatchObject({ campaign_id: draftId });
    expect(campaign().campaignId).toBe(draftId);
    expect(campaign().preview.result?.entitlements_list.map((item) => item.name)).toEqual(['GitHub Maintainer', 'AdministratorAccess']);
  });

  it('a change while the first preview is making the draft waits for it: one draft, updated', async () => {
    const { store, campaign, callsTo } = setup({ previewDelayMs: 300 });
    store.dispatch(campaignPreviewRequested(input()));
    await vi.waitFor(() => { expect(callsTo('POST /campaigns/query')).toHaveLength(1); });
    store.dispatch(campaignPreviewRequested(input({ enable_rule_base_entitlements: true })));
    await vi.waitFor(() => { expect(callsTo('POST /campaigns/query')).toHaveLength(2); }, { timeout: 3000 });
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('loaded'); });
    const [first, second] = callsTo('POST /campaigns/query');
    expect(first?.body).not.toHaveProperty('campaign_id');
    expect(second?.body).toMatchObject({ campaign_id: campaign().campaignId, enable_rule_base_entitlements: true });
    // The preview shown is the latest input's: rule-based groups included.
    expect(campaign().preview.result?.entitlements_list.map((item) => item.type)).toContain('group');
    expect(campaign().preview.result?.campaign_id).toBe(campaign().campaignId);
  });

  it('a failed preview shows the first server error detail, else the message', async () => {
    const { store, campaign } = setup({
      previewRefusal: [
        { field: '/query_id', message: 'No saved query with this id.' },
        { field: '/approvers/0/id', message: 'No user with this id.' },
      ],
    });
    store.dispatch(campaignPreviewRequested(input()));
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('failed'); });
    expect(campaign().preview.error).toBe('No saved query with this id.');

    const bare = setup({ previewRefusal: [] });
    bare.store.dispatch(campaignPreviewRequested(input()));
    await vi.waitFor(() => { expect(bare.campaign().preview.status).toBe('failed'); });
    expect(bare.campaign().preview.error).toBe('The campaign query could not be previewed.');
  });

  it('clearing the inputs drops a preview still waiting', async () => {
    const { store, campaign, callsTo } = setup();
    store.dispatch(campaignPreviewRequested(input()));
    store.dispatch(campaignPreviewCleared());
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_PREVIEW_DEBOUNCE_MS + 50));
    expect(callsTo('POST /campaigns/query')).toHaveLength(0);
    expect(campaign().preview).toEqual({ input: null, status: 'idle', result: null, error: null });
  });

  it('schedules the previewed draft with its dates', async () => {
    const { store, campaign, callsTo } = setup();
    store.dispatch(campaignPreviewRequested(input()));
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('loaded'); });
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    store.dispatch(campaignScheduleSubmitted({ start_date: start, end_date: end, name: 'Finance review' }));
    await vi.waitFor(() => { expect(campaign().scheduledId).not.toBeNull(); });
    expect(campaign().scheduledId).toBe(campaign().campaignId);
    expect(callsTo('POST /campaigns/0')).toEqual([{ call: `POST /campaigns/${campaign().campaignId}/schedule`, body: { start_date: start, end_date: end, name: 'Finance review' } }]);
    expect(campaign().campaign).toMatchObject({ status: 'scheduled', start_date: start, end_date: end });
    expect(campaign().notice).toBe(M.scheduled);
  });

  it('a refused schedule keeps the draft and shows the first detail', async () => {
    const { store, campaign } = setup();
    store.dispatch(campaignPreviewRequested(input()));
    await vi.waitFor(() => { expect(campaign().preview.status).toBe('loaded'); });
    store.dispatch(campaignScheduleSubmitted({ start_date: new Date(Date.now() - 3 * 86_400_000).toISOString() }));
    await vi.waitFor(() => { expect(campaign().schedule.status).toBe('failed'); });
    expect(campaign().schedule.error).toBe('The start date is in the past.');
    expect(campaign().scheduledId).toBeNull();
  });
});

describe("a campaign's page", () => {
  it('loads the campaign, terminates it and shows it terminated', async () => {
    const { store, campaign, callsTo } = setup();
    store.dispatch(campaignOpened({ id: runningCampaignFixture.id }));
    await vi.waitFor(() => { expect(campaign().load.status).toBe('loaded'); });
    expect(campaign().campaign).toEqual(runningCampaignFixture);
    store.dispatch(campaignTerminateConfirmed());
    await vi.waitFor(() => { expect(campaign().campaign?.status).toBe('terminated'); });
    expect(callsTo('PATCH /campaigns/terminate')).toEqual([{ call: 'PATCH /campaigns/terminate', body: { value: { campaign_ids: [runningCampaignFixture.id] } } }]);
    expect(campaign().terminate.status).toBe('idle');
    expect(campaign().notice).toBe(M.terminated);
  });

  it('a failed terminate says so and leaves the campaign as it was', async () => {
    const { store, campaign } = setup({ failTerminate: true });
    store.dispatch(campaignOpened({ id: runningCampaignFixture.id }));
    await vi.waitFor(() => { expect(campaign().load.status).toBe('loaded'); });
    store.dispatch(campaignTerminateConfirmed());
    await vi.waitFor(() => { expect(campaign().terminate.status).toBe('failed'); });
    expect(campaign().terminate.error).toBe('Internal Server Error');
    expect(campaign().campaign?.status).toBe('running');
  });

  it('an unknown campaign is not found; a server failure is not', async () => {
    const { store, campaign } = setup();
    store.dispatch(campaignOpened({ id: 'nope' }));
    await vi.waitFor(() => { expect(campaign().load.status).toBe('failed'); });
    expect(campaign().load.notFound).toBe(true);

    const failing = setup({ failCampaign: true });
    failing.store.dispatch(campaignOpened({ id: runningCampaignFixture.id }));
    await vi.waitFor(() => { expect(failing.campaign().load.status).toBe('failed'); });
    expect(failing.campaign().load).toMatchObject({ notFound: false, error: 'Internal Server Error' });
  });

  it('downloads the evidence CSV under its file name, or says it failed', async () => {
    const { store, campaign, downloads } = setup();
    store.dispatch(campaignOpened({ id: runningCampaignFixture.id }));
    await vi.waitFor(() => { expect(campaign().load.status).toBe('loaded'); });
    store.dispatch(campaignEvidenceRequested());
    await vi.waitFor(() => { expect(downloads).toHaveLength(1); });
    expect(downloads[0]?.fileName).toBe(`campaign-${runningCampaignFixture.id}-evidence.csv`);
    expect(await downloads[0]?.file.text()).toMatch(/^sequence,decided_at,approver/);
    expect(campaign().evidence.status).toBe('idle');

    const failing = setup({ failEvidence: true });
    failing.store.dispatch(campaignOpened({ id: runningCampaignFixture.id }));
    await vi.waitFor(() => { expect(failing.campaign().load.status).not.toBe('loading'); });
    failing.store.dispatch(campaignEvidenceRequested());
    await vi.waitFor(() => { expect(failing.campaign().evidence.status).toBe('failed'); });
    expect(failing.downloads).toHaveLength(0);
  });
});
