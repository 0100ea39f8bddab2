import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { addUser, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import {
  ANSWER_CHANGED,
  APPROVAL_NOT_FOUND,
  APPROVAL_REQUESTS_PER_MINUTE,
  NOT_IN_APPROVAL,
  SENT_TWICE,
  SUBMIT_REFUSED,
  TOO_MANY_APPROVAL_REQUESTS,
  alreadyAnswered,
} from './approvals.js';
import { verifyChain, type ChainedRecord } from './chain.js';
import { EVIDENCE_COLUMNS, decisionLog } from './evidence.js';
import { addReviewedUsers, insertDraftCampaign, TEST_APPLICATION } from './testDrafts.js';

type Selection = Schemas['CampaignSelection'];
type Action = 'approve' | 'revoke';

describe('campaigns: the approval page and its submits', () => {
  let server: TestServer;
  let admin: string;
  let ann: string;
  let ben: string;
  let campaign: string;
  let annId: string;
  let benId: string;

  const page = (approvalId: string) => server.app.inject({ method: 'GET', url: `/api/campaigns_external/${approvalId}` });
  const selectionsOf = async (approvalId: string) => (await page(approvalId)).json<Schemas['CampaignApprovalReply']>().data.attributes.custom_selections;
  /** Submitted as the console does: no session, only its CSRF header. */
  const submit = (uuid: string, selections: readonly { uuid: string; action: Action }[]) =>
    server.send({ method: 'POST', url: '/api/campaigns_external', payload: { uuid, selections: [...selections] } });
  const answer = (rows: readonly Selection[], action: Action) => rows.map((row) => ({ uuid: row.uuid, action }));
  const expectError = (reply: LightMyRequestResponse, status: number, message: string) => {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json<Schemas['Error']>().message).toBe(message);
  };
  const counted = async (sql: string, params: unknown[] = [campaign]) => ((await server.db.query<{ n: number }>(sql, params))[0]?.n ?? -1);
  const decisions = () => counted('select count(*)::int as n from campaign_decisions where campaign_id = $1');
  const answerEntries = () =>
    server.db.query<{ actor_uuid: string | null; actor_name: string; details: Record<string, number> }>(
      "select actor_uuid, actor_name, details from audit_log where action = 'campaign.answered' and target_id = $1 order by id",
      [campaign],
    );
  const answered = () => counted('select count(*)::int as n from campaign_selections where campaign_id = $1 and response is not null');

  /** A running campaign of Ann and Ben over the reviewed users, started through the API. */
  const runningCampaign = async (name: string) => {
    const id = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }, { uuid: ben, notify_method: 'email' }], { name });
    const reply = await server.send({ method: 'POST', url: `/api/campaigns/${id}/schedule`, cookie: admin, payload: { start_date: new Date().toISOString() } });
    expect(reply.statusCode, reply.body).toBe(200);
    const ids = await server.db.query<{ approval_id: string }>('select approval_id from campaign_approvers where campaign_id = $1 order by position', [id]);
    return { id, ann: ids[0]?.approval_id ?? '', ben: ids[1]?.approval_id ?? '' };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    ann = await addUser(server.db, { userName: 'ann', password: 'An0ther&long!', email: 'ann@example.com' });
    ben = await addUser(server.db, { userName: 'ben', password: 'An0ther&long!', email: 'ben@example.com' });
    await addReviewedUsers(server.db, 10, 3);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    ({ id: campaign, ann: annId, ben: benId } = await runningCampaign('Review'));
  });

  it("opens without a session, uncached, with only that approver's selections in order", async () => {
    const reply = await page(annId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const approval = reply.json<Schemas['CampaignApprovalReply']>().data.attributes;
    expect(approval).toMatchObject({ uuid: annId, name: 'Review', message_content: 'Please review', created_by: 'admin' });
    expect(approval.end_date).not.toBeNull();
    const mine = await server.db.query<{ uuid: string }>('select uuid from campaign_selections where campaign_id = $1 and approver_uuid = $2', [campaign, ann]);
    expect(approval.custom_selections.map((s) => s.uuid).sort()).toEqual(mine.map((s) => s.uuid).sort());
    expect(approval.custom_selections.length).toBeGreaterThan(0);
    const keys = approval.custom_selections.map((s) => `${s.entity.name}|${s.application}|${s.entitlement.name}`);
    expect(keys).toEqual([...keys].sort());
    expect(approval.custom_selections[0]).toMatchObject({ application: TEST_APPLICATION, entitlement: { type: 'role' }, response: null });
  });

  it('answers unknown, ended and terminated approval ids with the same 404', async () => {
    const unknown = await page('B'.repeat(43));
    expectError(unknown, 404, APPROVAL_NOT_FOUND);
    const ended = await runningCampaign('Ended');
    await server.db.query("update campaigns set status = 'ended' where id = $1", [ended.id]);
    const pastEnd = await runningCampaign('Past its end');
    await server.db.query("update campaigns set end_date = now() - interval '1 second' where id = $1", [pastEnd.id]);
    const terminated = await runningCampaign('Terminated');
    await server.send({ method: 'PATCH', url: '/api/campaigns/terminate', cookie: admin, payload: { value: { campaign_ids: [terminated.id] } } });
    for (const approvalId of [ended.ann, pastEnd.ann, terminated.ann]) {
      const reply = await page(approvalId);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toBe(unknown.body);
      const refused = await submit(approvalId, [{ uuid: '00000000-0000-4000-8000-000000000000', action: 'approve' }]);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
  });

  it('limits the public routes per client address', async () => {
    const from = (remoteAddress: string) => server.app.inject({ method: 'GET', url: `/api/campaigns_external/${'C'.repeat(43)}`, remoteAddress });
    for (let i = 0; i < APPROVAL_REQUESTS_PER_MINUTE; i++) expect((await from('10.0.0.9')).statusCode).toBe(404);
    const limited = await from('10.0.0.9');
    expectError(limited, 429, TOO_MANY_APPROVAL_REQUESTS);
    const submitted = await server.send({ method: 'POST', url: '/api/campaigns_external', remoteAddress: '10.0.0.9', payload: { uuid: annId, selections: [{ uuid: '00000000-0000-4000-8000-000000000000', action: 'approve' }] } });
    expect(submitted.statusCode).toBe(429);
    expect((await from('10.0.0.10')).statusCode).toBe(404);
  });

  it('records a submit once: a repeat is accepted and not recorded again; a changed answer is a 409 naming it', async () => {
    const rows = await selectionsOf(annId);
    const first = await submit(annId, [...answer(rows.slice(0, 3), 'approve'), ...answer(rows.slice(3, 4), 'revoke')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Schemas['ApprovalSubmitReply']>().data.attributes.value.submitted).toBe(4);
    expect(await decisions()).toBe(4);
    // One audit entry per submit, under the approver's address (no session, so no uuid).
    expect(await answerEntries()).toEqual([{ actor_uuid: null, actor_name: 'ann@example.com', details: { submitted: 4, approved: 3, revoked: 1 } }]);
    const after = await selectionsOf(annId);
    expect(new Map(after.filter((s) => s.response !== null).map((s) => [s.uuid, s.response]))).toEqual(
      new Map<string | undefined, string>([...rows.slice(0, 3).map((s): [string, string] => [s.uuid, 'approve']), [rows[3]?.uuid, 'revoke']]),
    );

    const repeat = await submit(annId, [...answer(rows.slice(0, 4), 'approve').slice(0, 3), ...answer(rows.slice(3, 5), 'revoke')]);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json<Schemas['ApprovalSubmitReply']>().data.attributes.value.submitted).toBe(1);
    expect(await decisions()).toBe(5);

    const changed = await submit(annId, [...answer(rows.slice(5, 6), 'approve'), ...answer(rows.slice(0, 1), 'revoke')]);
    expectError(changed, 409, ANSWER_CHANGED);
    expect(changed.json<Schemas['Error']>().details).toEqual([{ field: '/selections/1/uuid', message: alreadyAnswered('approve', rows[0]?.uuid ?? '') }]);
    expect(changed.json<Schemas['Error']>().details?.[0]?.message).toBe(`Already answered (approve): ${rows[0]?.uuid ?? ''}`);
    expect(await decisions()).toBe(5);
    expect(await answered()).toBe(5);
    expect((await answerEntries()).map((entry) => entry.details)).toEqual([
      { submitted: 4, approved: 3, revoked: 1 },
      { submitted: 1, approved: 0, revoked: 1 },
    ]);
    expect(verifyChain(await decisionLog(server.db, campaign))).toMatchObject({ ok: true });
  });

  it("refuses another approver's selection or a uuid sent twice with a 400, writing nothing", async () => {
    const mine = await selectionsOf(annId);
    const theirs = await selectionsOf(benId);
    const foreign = await submit(annId, [...answer(mine.slice(0, 2), 'approve'), ...answer(theirs.slice(0, 1), 'approve')]);
    expectError(foreign, 400, SUBMIT_REFUSED);
    expect(foreign.json<Schemas['Error']>().details).toEqual([{ field: '/selections/2/uuid', message: NOT_IN_APPROVAL }]);
    const other = await runningCampaign('Other');
    const otherRows = await selectionsOf(other.ann);
    expectError(await submit(annId, answer(otherRows.slice(0, 1), 'revoke')), 400, SUBMIT_REFUSED);
    const twice = await submit(annId, [...answer(mine.slice(0, 2), 'approve'), { uuid: mine[1]?.uuid.toUpperCase() ?? '', action: 'revoke' }]);
    expectError(twice, 400, SUBMIT_REFUSED);
    expect(twice.json<Schemas['Error']>().details).toEqual([{ field: '/selections/2/uuid', message: SENT_TWICE }]);
    const invalid = await submit(annId, [{ uuid: mine[0]?.uuid ?? '', action: 'maybe' as Action }]);
    expect(invalid.statusCode).toBe(400);
    expect(await decisions()).toBe(0);
    expect(await answered()).toBe(0);
  });

  it('never loses or doubles a decision under concurrent submits', async () => {
    const rows = await selectionsOf(annId);
    const same = answer(rows.slice(0, 8), 'approve');
    const both = await Promise.all([submit(annId, same), submit(annId, same)]);
    for (const reply of both) expect(reply.statusCode, reply.body).toBe(200);
    expect(both.map((reply) => reply.json<Schemas['ApprovalSubmitReply']>().data.attributes.value.submitted).sort()).toEqual([0, 8]);
    expect(await decisions()).toBe(8);

    // Overlapping sets from two browsers, and Ben at the same time: each selection recorded once.
    const benRows = await selectionsOf(benId);
    const overlap = await Promise.all([
      submit(annId, answer(rows.slice(4, 12), 'approve')),
      submit(annId, answer(rows.slice(10, rows.length), 'approve')),
      submit(benId, answer(benRows, 'revoke')),
    ]);
    for (const reply of overlap) expect(reply.statusCode, reply.body).toBe(200);
    const total = rows.length + benRows.length;
    expect(await decisions()).toBe(total);
    expect(await answered()).toBe(total);
    expect(await counted('select count(distinct selection_uuid)::int as n from campaign_decisions where campaign_id = $1')).toBe(total);
    const log = await decisionLog(server.db, campaign);
    expect(verifyChain(log)).toEqual({ ok: true, head: log.at(-1)?.hash });
    const [head] = await server.db.query<{ chain_head: string; decisions: number }>('select chain_head, decisions from campaigns where id = $1', [campaign]);
    expect(head).toEqual({ chain_head: log.at(-1)?.hash, decisions: total });
  });

  it('exports the evidence as CSV with its chain; changing a recorded decision is detected', async () => {
    const rows = await selectionsOf(annId);
    await submit(annId, answer(rows.slice(0, 2), 'approve'));
    await submit(annId, answer(rows.slice(2, 3), 'revoke'));
    const reply = await server.send({ method: 'GET', url: `/api/campaigns/${campaign}/evidence`, cookie: admin });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="campaign-${campaign}-evidence.csv"`);
    // Read as the README says: a cell the CSV prefixed with ' (formula-safe; an approval id may start with '-') loses it first.
    const lines = reply.body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(',').map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
    expect(lines[0]).toEqual([...EVIDENCE_COLUMNS]);
    const records = lines.slice(1).map(
      ([seq, decided_at, approver, approval, user, application, entitlement_type, entitlement_name, action, prev_hash, hash]): ChainedRecord => ({
        seq: Number(seq),
        decided_at: decided_at ?? '',
        approver: approver ?? '',
        approval: approval ?? '',
        user: user ?? '',
        application: application ?? '',
        entitlement_type: entitlement_type ?? '',
        entitlement_name: entitlement_name ?? '',
        action: action as Action,
        prev_hash: prev_hash ?? '',
        hash: hash ?? '',
      }),
    );
    expect(records).toHaveLength(3);
    expect(records.map((r) => [r.seq, r.approver, r.approval, r.action])).toEqual([
      [1, 'ann', annId.slice(0, 8), 'approve'],
      [2, 'ann', annId.slice(0, 8), 'approve'],
      [3, 'ann', annId.slice(0, 8), 'revoke'],
    ]);
    expect(records[0]).toMatchObject({ user: rows[0]?.entity.name, entitlement_name: rows[0]?.entitlement.name, prev_hash: '' });
    // Anyone holding the file can check it: the chain verifies and ends at the header's head.
    expect(verifyChain(records)).toEqual({ ok: true, head: reply.headers['x-chain-head'] });

    // One changed cell in the database (or the file) breaks the chain at that record.
    await server.db.query("update campaign_decisions set action = 'revoke' where campaign_id = $1 and seq = 2", [campaign]);
    expect(verifyChain(await decisionLog(server.db, campaign))).toMatchObject({ ok: false, seq: 2 });
    const edited = records.map((r) => (r.seq === 1 ? { ...r, user: 'someone else' } : r));
    expect(verifyChain(edited)).toMatchObject({ ok: false, seq: 1 });
    expect(verifyChain(records.filter((r) => r.seq !== 2))).toMatchObject({ ok: false, seq: 3 });

    expect((await server.send({ method: 'GET', url: `/api/campaigns/${campaign}/evidence` })).statusCode).toBe(401);
    expect((await server.send({ method: 'GET', url: '/api/campaigns/00000000-0000-4000-8000-000000000000/evidence', cookie: admin })).statusCode).toBe(404);
    const empty = await runningCampaign('Nothing yet');
    const none = await server.send({ method: 'GET', url: `/api/campaigns/${empty.id}/evidence`, cookie: admin });
    expect(none.headers['x-chain-head']).toBe('');
    expect(none.body).toBe(`${EVIDENCE_COLUMNS.join(',')}\r\n`);
  });
});
