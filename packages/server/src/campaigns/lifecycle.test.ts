import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { addUser, mailsTo, startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { APPROVAL_NOT_FOUND } from './approvals.js';
import { CampaignStartError, END_BEFORE_START, NO_APPROVERS, START_IN_PAST, cannotSchedule, cannotTerminate, noNotifyMethod, unknownCampaign } from './lifecycle.js';
import { createCampaignScheduler } from './scheduler.js';
import { CAMPAIGN_NOT_FOUND, QUERY_GONE, queryNoLongerFits } from './store.js';
import { addReviewedUsers, insertDraftCampaign, usersNamed } from './testDrafts.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const APPROVAL_ID = /^[A-Za-z0-9_-]{43}$/;

describe('campaigns: schedule, scheduler, terminate', () => {
  let server: TestServer;
  let admin: string;
  let ann: string;
  let ben: string;
  let cal: string;
  /** Entitlements under review: the 9 users "person…" with 2 roles each (the group is rule-based, left out). */
  const REVIEWED = 9 * 2;
  const PEOPLE = usersNamed('person');

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie: string | undefined = admin) =>
    server.send({ method, url: `/api${url}`, ...(cookie && { cookie }), ...(payload && { payload }) });
  const expectError = (reply: LightMyRequestResponse, status: number, message: string) => {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json<Schemas['Error']>().message).toBe(message);
  };
  /** The audit entries of this campaign with this action. */
  const auditOf = (id: string, action: string) =>
    server.db.query<{ actor_name: string; target_name: string; details: Record<string, unknown> }>(
      'select actor_name, target_name, details from audit_log where target_id = $1 and action = $2 order by id',
      [id, action],
    );
  const statusOf = async (id: string) => (await server.db.query<{ status: string }>('select status from campaigns where id = $1', [id]))[0]?.status;
  const approvalIds = async (id: string) =>
    server.db.query<{ user_uuid: string; approval_id: string | null }>('select user_uuid, approval_id from campaign_approvers where campaign_id = $1 order by position', [id]);
  const draft = () =>
    insertDraftCampaign(
      server.db,
      [
        { uuid: ann, notify_method: 'email' },
        { uuid: ben, notify_method: 'email' },
      ],
      { filter: PEOPLE },
    );
  const selectedUsers = async (id: string) =>
    (await server.db.query<{ asset_id: string }>('select distinct asset_id::text as asset_id from campaign_selections where campaign_id = $1 order by 1', [id])).map(
      (row) => row.asset_id,
    );

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.asAdmin();
    ann = await addUser(server.db, { userName: 'ann', password: 'An0ther&long!', email: 'ann@example.com' });
    ben = await addUser(server.db, { userName: 'ben', password: 'An0ther&long!', email: 'ben@example.com' });
    cal = await addUser(server.db, { userName: 'cal', password: 'An0ther&long!' });
    await addReviewedUsers(server.db, 9, 2);
  });
  afterAll(() => server.close());

  it('refuses a bad schedule and changes nothing', async () => {
    const id = await draft();
    const soon = new Date(Date.now() + HOUR).toISOString();
    const past = await send('POST', `/campaigns/${id}/schedule`, { start_date: new Date(Date.now() - 5 * 60_000).toISOString() });
    expectError(past, 400, START_IN_PAST);
    expect(past.json<Schemas['Error']>().details?.[0]?.field).toBe('/start_date');
    expectError(await send('POST', `/campaigns/${id}/schedule`, { start_date: soon, end_date: soon }), 400, END_BEFORE_START);
    expectError(await send('POST', `/campaigns/${id}/schedule`, { start_date: soon, end_date: new Date(Date.now() - DAY).toISOString() }), 400, END_BEFORE_START);

    const without = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }, { uuid: cal }], { filter: PEOPLE });
    const missing = await send('POST', `/campaigns/${without}/schedule`, { start_date: soon });
    expectError(missing, 400, noNotifyMethod('cal'));
    expect(missing.json<Schemas['Error']>().details?.[0]?.field).toBe('/approvers/1/notify_method');

    const nobody = await insertDraftCampaign(server.db, [], { filter: PEOPLE });
    expectError(await send('POST', `/campaigns/${nobody}/schedule`, { start_date: soon }), 400, NO_APPROVERS);

    expectError(await send('POST', '/campaigns/00000000-0000-4000-8000-000000000000/schedule', { start_date: soon }), 404, CAMPAIGN_NOT_FOUND);
    expectError(await send('POST', '/campaigns/not-a-uuid/schedule', { start_date: soon }), 404, CAMPAIGN_NOT_FOUND);
    expect(await statusOf(id)).toBe('draft');
    expect(await statusOf(without)).toBe('draft');
    expect(await statusOf(nobody)).toBe('draft');

    for (const status of ['running', 'ended', 'terminated']) {
      const other = await draft();
      await server.db.query('update campaigns set status = $2 where id = $1', [other, status]);
      expectError(await send('POST', `/campaigns/${other}/schedule`, { start_date: soon }), 409, cannotSchedule(status));
    }
    // Without a session it is not scheduled either.
    expect((await send('POST', `/campaigns/${id}/schedule`, { start_date: soon }, '')).statusCode).toBe(401);
    expect(await auditOf(id, 'campaign.scheduled')).toEqual([]);
    expect(await auditOf(nobody, 'campaign.scheduled')).toEqual([]);
  });

  it('schedules for later; the scheduler starts it, splits the users, invites, reminds once and ends it', async () => {
    const id = await draft();
    const start = new Date(Date.now() + HOUR);
    const scheduled = await send('POST', `/campaigns/${id}/schedule`, { start_date: start.toISOString(), name: 'Q3 review', message_content: 'Check your team' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const campaign = scheduled.json<Schemas['CampaignReply']>().data.attributes;
    expect(campaign).toMatchObject({ status: 'scheduled', name: 'Q3 review', message_content: 'Check your team', start_date: start.toISOString() });
    const end = new Date(start.getTime() + 14 * DAY);
    expect(campaign.end_date).toBe(end.toISOString());
    expect(await auditOf(id, 'campaign.scheduled')).toEqual([
      { actor_name: 'admin', target_name: 'Q3 review', details: { start_date: start.toISOString(), end_date: end.toISOString(), approvers: 2, rescheduled: false } },
    ]);

    let clock = new Date();
    const scheduler = createCampaignScheduler(server.db, { now: () => clock });
    expect(await scheduler.runDue()).toEqual({ started: 0, ended: 0, invited: 0, reminded: 0 });
    expect(await statusOf(id)).toBe('scheduled');

    clock = new Date(start.getTime() + 1000);
    const firstRun = await scheduler.runDue();
    expect(firstRun.started).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('running');
    const ids = await approvalIds(id);
    for (const { approval_id } of ids) expect(approval_id).toMatch(APPROVAL_ID);

    // Each user wholly to one approver; together they cover every entitlement once.
    const split = await server.db.query<{ approver_uuid: string; users: number; rows: number }>(
      `select approver_uuid, count(distinct asset_id)::int as users, count(*)::int as rows from campaign_selections where campaign_id = $1 group by approver_uuid`,
      [id],
    );
    expect(split.reduce((sum, row) => sum + row.rows, 0)).toBe(REVIEWED);
    expect(split).toHaveLength(2);
    const [{ shared }] = (await server.db.query<{ shared: number }>(
      `select count(*)::int as shared from (select asset_id from campaign_selections where campaign_id = $1 group by asset_id having count(distinct approver_uuid) > 1) x`,
      [id],
    )) as [{ shared: number }];
    expect(shared).toBe(0);

    // Invitations in the outbox, with links that open the approval without a session.
    for (const [who, index] of [['ann@example.com', 0], ['ben@example.com', 1]] as const) {
      const mails = (await mailsTo(server, who)).filter((mail) => mail.subject === 'Access review: Q3 review');
      expect(mails).toHaveLength(1);
      const link = `http://localhost:80/?campaign_approval_id=${ids[index]?.approval_id ?? ''}`;
      expect(mails[0]?.text).toContain(link);
      expect(mails[0]?.text).toContain('Check your team');
      const approvalId = new URL(link).searchParams.get('campaign_approval_id') ?? '';
      const page = await server.app.inject({ method: 'GET', url: `/api/campaigns_external/${approvalId}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<Schemas['CampaignApprovalReply']>().data.attributes.name).toBe('Q3 review');
    }
    expect((await scheduler.runDue()).invited).toBe(0);

    // Ann answers everything; only Ben, with pending selections, is reminded, once.
    const annId = ids[0]?.approval_id ?? '';
    const annPage = await server.app.inject({ method: 'GET', url: `/api/campaigns_external/${annId}` });
    const annSelections = annPage.json<Schemas['CampaignApprovalReply']>().data.attributes.custom_selections;
    const submit = await server.send({
      method: 'POST',
      url: '/api/campaigns_external',
      payload: { uuid: annId, selections: annSelections.map((s) => ({ uuid: s.uuid, action: 'approve' })) },
    });
    expect(submit.statusCode, submit.body).toBe(200);

    clock = new Date(end.getTime() - 49 * HOUR);
    expect((await scheduler.runDue()).reminded).toBe(0);
    clock = new Date(end.getTime() - 47 * HOUR);
    expect((await scheduler.runDue()).reminded).toBe(1);
    expect((await scheduler.runDue()).reminded).toBe(0);
    const reminder = /^Reminder: access review "Q3 review"/;
    expect((await mailsTo(server, 'ben@example.com')).filter((mail) => reminder.test(mail.subject))).toHaveLength(1);
    expect((await mailsTo(server, 'ann@example.com')).filter((mail) => reminder.test(mail.subject))).toHaveLength(0);

    clock = new Date(end.getTime() + 1000);
    expect((await scheduler.runDue()).ended).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('ended');
    expectError(await server.app.inject({ method: 'GET', url: `/api/campaigns_external/${annId}` }), 404, APPROVAL_NOT_FOUND);
    expectError(await send('POST', `/campaigns/${id}/schedule`, { start_date: new Date(Date.now() + HOUR).toISOString() }), 409, cannotSchedule('ended'));
  });

  it('starts a campaign scheduled for now before replying; two schedulers start it once', async () => {
    const id = await draft();
    const reply = await send('POST', `/campaigns/${id}/schedule`, { start_date: new Date(Date.now() - 30_000).toISOString() });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<Schemas['CampaignReply']>().data.attributes.status).toBe('running');
    const [{ total }] = (await server.db.query<{ total: number }>('select count(*)::int as total from campaign_selections where campaign_id = $1', [id])) as [
      { total: number },
    ];
    expect(total).toBe(REVIEWED);

    // Another draft due now, run by two instances at once: started once, each approver mailed once.
    const other = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }], { name: 'Twice', filter: PEOPLE });
    await server.db.query("update campaigns set status = 'scheduled', start_date = now() - interval '1 second', end_date = now() + interval '1 day', link_base = 'https://vigil.example' where id = $1", [other]);
    const [a, b] = [createCampaignScheduler(server.db), createCampaignScheduler(server.db)];
    const runs = await Promise.all([a.runDue(), b.runDue()]);
    // The server's own scheduler (its minute tick, or the run the schedule above set off) may be
    // the one that takes it: at most one of these two does, and it is started once in all.
    expect(runs.reduce((sum, run) => sum + run.started, 0)).toBeLessThanOrEqual(1);
    await expect.poll(() => statusOf(other)).toBe('running');
    const [{ count }] = (await server.db.query<{ count: number }>('select count(*)::int as count from campaign_selections where campaign_id = $1', [other])) as [
      { count: number },
    ];
    expect(count).toBe(REVIEWED);
    const mails = (await mailsTo(server, 'ann@example.com')).filter((mail) => mail.subject === 'Access review: Twice');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('https://vigil.example/?campaign_approval_id=');
  });

  it('reviews exactly the users of its query in its data scope', async () => {
    const managers = await addReviewedUsers(server.db, 3, 2, 'manager');
    const id = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }, { uuid: ben, notify_method: 'email' }], { filter: usersNamed('manager') });
    const reply = await send('POST', `/campaigns/${id}/schedule`, { start_date: new Date().toISOString() });
    expect(reply.json<Schemas['CampaignReply']>().data.attributes.status, reply.body).toBe('running');
    expect(await selectedUsers(id)).toEqual([...managers].sort());
    expect(reply.json<Schemas['CampaignReply']>().data.attributes.progress).toEqual({ answered: 0, total: 3 * 2 });

    // In a data scope restricted to a tag none of them carries: nobody is reviewed.
    const [scope] = await server.db.query<{ uuid: string }>(
      "insert into data_scopes (name, type, is_tags_restricted) values ('Nobody', 'custom', true) returning uuid::text as uuid",
    );
    const scoped = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }], { name: 'Scoped', filter: usersNamed('manager') });
    await server.db.query('update campaigns set scope_uuid = $2 where id = $1', [scoped, scope?.uuid]);
    await send('POST', `/campaigns/${scoped}/schedule`, { start_date: new Date().toISOString() });
    expect(await statusOf(scoped)).toBe('running');
    expect(await selectedUsers(scoped)).toEqual([]);
  });

  it('refuses to schedule a campaign whose query is gone or broken; one broken after scheduling stays scheduled without holding up the others', async () => {
    const soon = new Date(Date.now() + HOUR).toISOString();
    const gone = await draft();
    await server.db.query('update campaigns set query_id = null where id = $1', [gone]);
    expectError(await send('POST', `/campaigns/${gone}/schedule`, { start_date: soon }), 400, QUERY_GONE);
    expect(await statusOf(gone)).toBe('draft');

    const due = async (name: string) => {
      const id = await insertDraftCampaign(server.db, [{ uuid: ann, notify_method: 'email' }], { name, filter: PEOPLE });
      expect((await send('POST', `/campaigns/${id}/schedule`, { start_date: soon })).statusCode).toBe(200);
      await server.db.query("update campaigns set start_date = now() - interval '1 minute' where id = $1", [id]);
      return id;
    };
    const broken = await due('Broken');
    const fine = await due('Fine');
    const stale = { operator: 'and', conditions: [{ field: 'no_such_field', operator: 'exists' }], groups: [] };
    await server.db.query('update saved_queries set filter = $2 where id = (select query_id from campaigns where id = $1)', [broken, JSON.stringify(stale)]);
    const problem = (await send('POST', `/campaigns/${broken}/schedule`, { start_date: soon })).json<Schemas['Error']>().message;
    expect(problem.startsWith(queryNoLongerFits(''))).toBe(true);

    const errors: unknown[] = [];
    const scheduler = createCampaignScheduler(server.db, { onError: (error) => errors.push(error) });
    expect((await scheduler.runDue()).started).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(CampaignStartError);
    expect(String(errors[0])).toContain(problem);
    expect(await statusOf(broken)).toBe('scheduled');
    expect(await statusOf(fine)).toBe('running');
    expect(await approvalIds(broken)).toEqual([{ user_uuid: ann, approval_id: null }]);
  });

  it("answers someone else's draft as an unknown campaign to schedule, terminate and evidence; admins and the owner reach it", async () => {
    const dana = await server.asUserWith({ Enforcements: ['View', 'Update'] }, 'dana.reviewer');
    const [{ uuid: danaUuid } = { uuid: '' }] = await server.db.query<{ uuid: string }>("select uuid::text as uuid from users where user_name = 'dana.reviewer'");
    const soon = new Date(Date.now() + HOUR).toISOString();
    const admins = await draft();
    expectError(await send('POST', `/campaigns/${admins}/schedule`, { start_date: soon }, dana), 404, CAMPAIGN_NOT_FOUND);
    const terminate = await send('PATCH', '/campaigns/terminate', { value: { campaign_ids: [admins] } }, dana);
    expectError(terminate, 404, CAMPAIGN_NOT_FOUND);
    expect(terminate.json<Schemas['Error']>().details?.[0]).toEqual({ field: '/value/campaign_ids/0', message: unknownCampaign(admins) });
    expectError(await send('GET', `/campaigns/${admins}/evidence`, undefined, dana), 404, CAMPAIGN_NOT_FOUND);
    expect(await statusOf(admins)).toBe('draft');

    // Her own draft she schedules; once scheduled, everyone sees it.
    const hers = await insertDraftCampaign(server.db, [{ uuid: danaUuid, notify_method: 'email' }], { name: 'Dana', createdBy: 'dana.reviewer', filter: PEOPLE });
    expect((await send('POST', `/campaigns/${hers}/schedule`, { start_date: soon }, dana)).statusCode).toBe(200);
    expect((await send('POST', `/campaigns/${admins}/schedule`, { start_date: soon })).statusCode).toBe(200);
    expect((await send('GET', `/campaigns/${admins}/evidence`, undefined, dana)).statusCode).toBe(200);
  });

  it('terminates draft, scheduled and running campaigns at once; refuses unknown and finished ones and changes nothing', async () => {
    const [first, second, third] = [await draft(), await draft(), await draft()];
    await send('POST', `/campaigns/${second}/schedule`, { start_date: new Date(Date.now() + DAY).toISOString() });
    await send('POST', `/campaigns/${third}/schedule`, { start_date: new Date().toISOString() });
    expect(await statusOf(third)).toBe('running');
    const link = (await approvalIds(third))[0]?.approval_id ?? '';
    expect(link).toMatch(APPROVAL_ID);

    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const notFound = await send('PATCH', '/campaigns/terminate', { value: { campaign_ids: [first, unknown], reason: 'x' } });
    expectError(notFound, 404, CAMPAIGN_NOT_FOUND);
    expect(notFound.json<Schemas['Error']>().details?.[0]).toEqual({ field: '/value/campaign_ids/1', message: unknownCampaign(unknown) });
    const ended = await draft();
    await server.db.query("update campaigns set status = 'ended' where id = $1", [ended]);
    expectError(await send('PATCH', '/campaigns/terminate', { value: { campaign_ids: [first, ended] } }), 409, cannotTerminate(ended, 'ended'));
    expect(await statusOf(first)).toBe('draft');
    expect(await auditOf(first, 'campaign.terminated')).toEqual([]);

    const done = await send('PATCH', '/campaigns/terminate', { value: { campaign_ids: [first, second, third], reason: 'Reorganised' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Schemas['CampaignTerminateReply']>().data.attributes.value.terminated).toEqual([first, second, third]);
    for (const id of [first, second, third]) expect(await statusOf(id)).toBe('terminated');
    const [row] = await server.db.query<{ terminate_reason: string }>('select terminate_reason from campaigns where id = $1', [third]);
    expect(row?.terminate_reason).toBe('Reorganised');
    expect(await auditOf(second, 'campaign.terminated')).toEqual([{ actor_name: 'admin', target_name: 'Quarterly review', details: { from_status: 'scheduled', reason: 'Reorganised' } }]);
    for (const id of [first, third]) expect(await auditOf(id, 'campaign.terminated'), id).toHaveLength(1);
    // The link stops working at once, answered as an unknown id is.
    const gone = await server.app.inject({ method: 'GET', url: `/api/campaigns_external/${link}` });
    const never = await server.app.inject({ method: 'GET', url: `/api/campaigns_external/${'A'.repeat(43)}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(never.body);
    expectError(await send('PATCH', '/campaigns/terminate', { value: { campaign_ids: [third] } }), 409, cannotTerminate(third, 'terminated'));
  });
});
