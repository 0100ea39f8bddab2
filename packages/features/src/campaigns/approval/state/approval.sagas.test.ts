import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@vigil/openapi';
import { mockApiServer } from '../../../testing/mockApiServer';
import { CAMPAIGN_APPROVAL_MESSAGES as M } from '../approval.messages';
import { approvalIdFixture, partialApprovalFixture } from '../fixtures/approval';
import { campaignApprovalHandlers, type CampaignApprovalServerOptions } from '../mocks/approval.handlers';
import { selectApprovalDerived, selectCampaignApproval } from './approval.selectors';
import { approvalOpened, approvalChoiceChanged, approvalChoicesSetAll, approvalSubmitRequested } from './approval.slice';
import { campaignApprovalTestStore } from './approvalTestStore';

const server = mockApiServer();

async function setup(options: CampaignApprovalServerOptions = {}, approvalId = approvalIdFixture) {
  const calls: { call: string; body?: unknown }[] = [];
  server.use(...campaignApprovalHandlers({ approval: partialApprovalFixture, ...options, record: (call, body) => calls.push({ call, body }) }));
  const store = campaignApprovalTestStore(createApiClient({ baseUrl: 'http://vigil.test/api' }));
  const state = () => selectCampaignApproval(store.getState());
  store.dispatch(approvalOpened(approvalId));
  await vi.waitFor(() => {
    expect(state().status).not.toBe('loading');
  });
  return { store, calls, state };
}

/** The `index`th item, which the fixture is known to have. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${String(index)}`);
  return item;
}

const pending = partialApprovalFixture.custom_selections.filter((selection) => selection.response === null);
const answered = partialApprovalFixture.custom_selections.filter((selection) => selection.response !== null);

describe('the approval lookup', () => {
  it('loads the approval of the id', async () => {
    const { state, calls } = await setup();
    expect(state().status).toBe('loaded');
    expect(state().approval?.custom_selections).toHaveLength(8);
    expect(calls.map(({ call }) => call)).toEqual([`GET /campaigns_external/${approvalIdFixture}`]);
  });

  it('fails for an unknown id (404), and for a malformed one without asking', async () => {
    const unknown = await setup({}, 'x'.repeat(43));
    expect(unknown.state().status).toBe('failed');
    const malformed = await setup({}, 'c0ffee');
    expect(malformed.state().status).toBe('failed');
    expect(malformed.calls).toEqual([]);
  });
});

describe('the submit', () => {
  it('sends the choices, reloads, clears them and says so', async () => {
    const { store, state, calls } = await setup();
    store.dispatch(approvalChoicesSetAll({ action: 'approve' }));
    store.dispatch(approvalChoiceChanged({ uuid: nth(pending, 0).uuid, action: 'revoke' }));
    // An answered row is left alone.
    store.dispatch(approvalChoiceChanged({ uuid: nth(answered, 1).uuid, action: 'approve' }));
    expect(Object.keys(state().choices)).toHaveLength(pending.length);
    store.dispatch(approvalSubmitRequested());
    expect(state().submitting).toBe(true);
    await vi.waitFor(() => {
      expect(state().submitting).toBe(false);
    });
    const post = calls.find(({ call }) => call === 'POST /campaigns_external');
    expect(post?.body).toEqual({
      uuid: approvalIdFixture,
      selections: pending.map((selection, index) => ({ uuid: selection.uuid, action: index === 0 ? 'revoke' : 'approve' })),
    });
    expect(calls.map(({ call }) => call)).toEqual([`GET /campaigns_external/${approvalIdFixture}`, 'POST /campaigns_external', `GET /campaigns_external/${approvalIdFixture}`]);
    expect(state().choices).toEqual({});
    expect(state().notice).toEqual({ tone: 'success', title: M.submitted });
    expect(selectApprovalDerived(store.getState()).allSubmitted).toBe(true);
    expect(state().approval?.custom_selections.find((selection) => selection.uuid === nth(pending, 0).uuid)?.response).toBe('revoke');
  });

  it('keeps the choices after a failure and says so', async () => {
    const { store, state, calls } = await setup({ failSubmit: true });
    store.dispatch(approvalChoiceChanged({ uuid: nth(pending, 1).uuid, action: 'approve' }));
    store.dispatch(approvalSubmitRequested());
    await vi.waitFor(() => {
      expect(state().submitting).toBe(false);
    });
    expect(state().notice).toEqual({ tone: 'error', title: M.submitFailed });
    expect(state().choices).toEqual({ [nth(pending, 1).uuid]: 'approve' });
    expect(state().approval?.custom_selections.every((selection, index) => selection.response === nth(partialApprovalFixture.custom_selections, index).response)).toBe(true);
    // No reload after a failure.
    expect(calls.filter(({ call }) => call.startsWith('GET'))).toHaveLength(1);
  });

  it('sends nothing while nothing is chosen, and one request for a double press', async () => {
    const { store, state, calls } = await setup({ submitDelayMs: 20 });
    store.dispatch(approvalSubmitRequested());
    expect(state().submitting).toBe(false);
    store.dispatch(approvalChoiceChanged({ uuid: nth(pending, 2).uuid, action: 'revoke' }));
    store.dispatch(approvalSubmitRequested());
    store.dispatch(approvalSubmitRequested());
    await vi.waitFor(() => {
      expect(state().submitting).toBe(false);
    });
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toHaveLength(1);
  });
});

describe('the derived states', () => {
  it('knows when every pending row has the same action, and only then', async () => {
    const { store } = await setup();
    const derived = () => selectApprovalDerived(store.getState());
    expect(derived()).toMatchObject({ allSubmitted: false, selectionEmpty: true, allSameAction: null, pendingCount: pending.length });
    store.dispatch(approvalChoicesSetAll({ action: 'revoke' }));
    expect(derived()).toMatchObject({ selectionEmpty: false, allSameAction: 'revoke' });
    store.dispatch(approvalChoiceChanged({ uuid: nth(pending, 0).uuid, action: 'approve' }));
    expect(derived().allSameAction).toBeNull();
    store.dispatch(approvalChoiceChanged({ uuid: nth(pending, 0).uuid, action: null }));
    expect(derived().allSameAction).toBeNull();
    store.dispatch(approvalChoicesSetAll({ action: 'approve', uuids: [nth(pending, 0).uuid, nth(answered, 0).uuid] }));
    expect(Object.keys(selectCampaignApproval(store.getState()).choices)).not.toContain(nth(answered, 0).uuid);
  });
});
