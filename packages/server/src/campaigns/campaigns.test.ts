import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { QueryFilter } from '@vigil/openapi/queryFilter';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { SqlParams } from '../queries/compile.js';
import { assetScopeById } from '../queries/scope.js';
import { BAD_USER_ID, USER_NOT_FOUND } from './approvers.js';
import { PREVIEW_MESSAGES, defaultCampaignName } from './preview.js';
import { CAMPAIGN_NOT_FOUND, RULE_BASED_ENTITLEMENT_TYPES, previewSql, reviewedEntitlementsSql, type CampaignEntitlement, type ReviewedEntitlements } from './store.js';

type Preview = Schemas['CampaignQueryResult'];
type Entitlement = CampaignEntitlement & { adapter: string; asset: string; tags: string[] };

const ALL_USERS: QueryFilter = { operator: 'and', conditions: [], groups: [] };
const RULE_BASED: readonly string[] = RULE_BASED_ENTITLEMENT_TYPES;
const key = (e: CampaignEntitlement) => `${e.type}|${e.name}`;
const sortedKeys = (list: readonly CampaignEntitlement[]) => [...new Set(list.map(key))].sort();

describe('campaigns: drafts and reads', () => {
  let server: TestServer;
  let admin: string;
  let alice: string;
  let bob: string;
  let emea: string;
  let aliceId: string;
  let bobId: string;
  /** A console user without an e-mail address, and a disabled one. */
  let noMailId: string;
  let disabledId: string;
  let allUsersQuery: string;
  let windowsQuery: string;
  /** Every entitlement of every sample user, read straight from the tables. */
  let entitlements: Entitlement[];

  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
    server.send({ method, url: `/api${url}`, cookie, ...(payload !== undefined && { payload: payload as Record<string, unknown> }) });
  const count = async (table: string) => (await server.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n ?? 0;
  const userId = async (userName: string) => (await server.db.query<{ id: string }>('select uuid::text as id from users where user_name = $1', [userName]))[0]?.id ?? '';

  async function preview(cookie: string, body: Record<string, unknown>): Promise<Preview> {
    const reply = await send('POST', '/campaigns/query', cookie, {
      query_id: allUsersQuery,
      approvers: [{ id: aliceId, notify_method: 'email' }],
      enable_rule_base_entitlements: false,
      excluded_entitlements: [],
      ...body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['CampaignQueryPreviewReply']>().data.attributes.value;
  }
  const expectRefused = (reply: LightMyRequestResponse, field: string, message: string) => {
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json<Schemas['Error']>().details?.[0]).toEqual({ field, message });
  };

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 40 });
    admin = await server.asAdmin();
    alice = await server.asUserWith({ Enforcements: ['View', 'Update'] }, 'alice.approver');
    bob = await server.asUserWith({ Enforcements: ['View', 'Update'] }, 'bob.reviewer');
    emea = await server.asUserWith({ Enforcements: ['View'] }, 'emea.reviewer');
    await server.db.query("update users set data_scope_id = (select uuid from data_scopes where name = 'EMEA') where user_name = 'emea.reviewer'");
    await server.db.query("update users set first_name = 'Alice', last_name = 'Liddell' where user_name = 'alice.approver'");
    aliceId = await userId('alice.approver');
    bobId = await userId('bob.reviewer');
    const added = await server.db.query<{ id: string }>(
      "insert into users (user_name, email, is_disabled) values ('no.mail.user', null, false), ('gone.user', 'gone@example.com', true) returning uuid::text as id",
    );
    noMailId = added[0]?.id ?? '';
    disabledId = added[1]?.id ?? '';
    const [everyone] = await server.db.query<{ id: string }>(
      "insert into saved_queries (name, entity, filter, predefined, all_data_scopes) values ('All users', 'users', $1, true, true) returning id::text as id",
      [JSON.stringify(ALL_USERS)],
    );
    allUsersQuery = everyone?.id ?? '';
    windowsQuery = (await server.db.query<{ id: string }>("select id::text as id from saved_queries where name = 'Windows devices'"))[0]?.id ?? '';
    entitlements = await server.db.query<Entitlement>(
      `select e.name, e.type, c.adapter, a.id::text as asset, a.tags from user_entitlements e
         join assets a on a.id = e.asset_id join adapter_connections c on c.id = e.connection_id where a.entity = 'users'`,
    );
    // Seeding and four sign-ins (argon2 on purpose) outlast the default hook time on a busy machine.
  }, 120_000);
  afterAll(() => server.close());

  describe('approver lookups', () => {
    it('finds console users by user name, first and last name or e-mail, any case, paged; never disabled ones', async () => {
      const list = async (query: string) => {
        const reply = await send('GET', `/campaigns/users_names_list${query}`, alice);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json<Schemas['CampaignUserNameList']>();
      };
      for (const name of ['ALICE.app', 'alice liddell', 'Alice.Approver@EXAMPLE']) {
        expect((await list(`?name=${encodeURIComponent(name)}`)).data).toEqual([{ id: aliceId, mail: 'alice.approver@example.com' }]);
      }
      expect((await list('?name=no.mail')).data).toEqual([{ id: noMailId, mail: '' }]);
      expect((await list('?name=gone')).data).toEqual([]);
      const everyone = await list('?size=2000');
      expect(everyone.data.map((user) => user.id)).toContain(bobId);
      expect(everyone.data.map((user) => user.id)).not.toContain(disabledId);
      const second = await list('?size=2&page=1');
      expect(second.data).toEqual(everyone.data.slice(2, 4));
      expect(second.meta).toMatchObject({ page: 1, size: 2, total: everyone.meta.total });
      // Wildcards are taken literally.
      expect((await list('?name=%25')).data).toEqual([]);
    });

    it('offers e-mail to a user with an address only; Slack and Teams are not configured', async () => {
      const methods = async (id: string) => send('GET', `/campaigns/supported_notify_methods?user_id=${encodeURIComponent(id)}`, alice);
      const withMail = await methods(aliceId);
      expect(withMail.statusCode, withMail.body).toBe(200);
      expect(withMail.json<Schemas['CampaignNotifyMethodsReply']>().data.attributes.value).toEqual({
        user_id: aliceId,
        notify_methods_verification: { email: true, slack: false, teams: false },
      });
      expect((await methods(noMailId)).json<Schemas['CampaignNotifyMethodsReply']>().data.attributes.value.notify_methods_verification).toEqual({
        email: false,
        slack: false,
        teams: false,
      });
      for (const [id, status, message] of [
        ['00000000-0000-4000-8000-00000000abcd', 404, USER_NOT_FOUND],
        [disabledId, 404, USER_NOT_FOUND],
        ['not-a-uuid', 400, BAD_USER_ID],
      ] as const) {
        const reply = await methods(id);
        expect(reply.statusCode, reply.body).toBe(status);
        expect(reply.json<Schemas['Error']>().message).toBe(message);
      }
    });
  });

  describe('query preview', () => {
    it('previews the users of the query with their directly granted entitlements, and keeps a draft', async () => {
      const result = await preview(alice, { approvers: [{ id: bobId, notify_method: 'email' }, { id: noMailId }] });
      const users = await count("assets where entity = 'users'");
      const direct = entitlements.filter((e) => !RULE_BASED.includes(e.type));
      expect(users).toBeGreaterThan(5);
      expect(direct.length).toBeGreaterThan(5);
      expect(result.query_preview.asset_count).toBe(users);
      expect(sortedKeys(result.entitlements_list)).toEqual(sortedKeys(direct));
      expect(result.entitlements_list).toHaveLength(sortedKeys(direct).length);
      expect(result.query_preview.applications).toEqual([...new Set(direct.map((e) => e.adapter))].sort());
      expect(result.query_preview.approvers).toEqual([
        { id: bobId, mail: 'bob.reviewer@example.com', notify_method: 'email' },
        { id: noMailId, mail: '' },
      ]);

      const [row] = await server.db.query<{ name: string; created_by: string; owner: string; status: string; scope: string | null }>(
        'select name, created_by, owner_uuid::text as owner, status, scope_uuid::text as scope from campaigns where id = $1::uuid',
        [result.campaign_id],
      );
      expect(row).toEqual({ name: defaultCampaignName(new Date()), created_by: 'alice.approver', owner: aliceId, status: 'draft', scope: null });
      expect(await server.db.query("select actor_name, target_name from audit_log where action = 'campaign.created' and target_id = $1", [result.campaign_id])).toEqual([
        { actor_name: 'alice.approver', target_name: row?.name },
      ]);
      const approvers = await server.db.query('select user_uuid::text as id, position, notify_method from campaign_approvers where campaign_id = $1::uuid order by position', [result.campaign_id]);
      expect(approvers).toEqual([
        { id: bobId, position: 1, notify_method: 'email' },
        { id: noMailId, position: 2, notify_method: null },
      ]);

      const got = await send('GET', `/campaigns/${result.campaign_id}`, alice);
      expect(got.statusCode, got.body).toBe(200);
      expect(got.json<Schemas['CampaignReply']>().data.attributes).toMatchObject({
        id: result.campaign_id,
        status: 'draft',
        name: defaultCampaignName(new Date()),
        message_content: '',
        query_id: allUsersQuery,
        approvers: result.query_preview.approvers,
        start_date: null,
        end_date: null,
        created_by: 'alice.approver',
        enable_rule_base_entitlements: false,
        excluded_entitlements: [],
        entitlements_list: result.entitlements_list,
        query_preview: result.query_preview,
        progress: { answered: 0, total: 0 },
      });
    });

    it('adds rule-based entitlements when enabled and leaves the excluded ones out', async () => {
      const withRules = await preview(alice, { enable_rule_base_entitlements: true });
      expect(sortedKeys(withRules.entitlements_list)).toEqual(sortedKeys(entitlements));
      expect(withRules.entitlements_list.some((e) => e.type === 'group' && e.name === 'Everyone')).toBe(true);

      const excluded = [{ name: 'Everyone', type: 'group' }, ...entitlements.filter((e) => e.adapter === 'github_adapter').map(({ name, type }) => ({ name, type }))];
      const without = await preview(alice, { enable_rule_base_entitlements: true, excluded_entitlements: excluded });
      const expected = entitlements.filter((e) => !excluded.some((x) => x.name === e.name && x.type === e.type));
      expect(sortedKeys(without.entitlements_list)).toEqual(sortedKeys(expected));
      expect(without.query_preview.applications).not.toContain('github_adapter');
      const got = (await send('GET', `/campaigns/${without.campaign_id}`, alice)).json<Schemas['CampaignReply']>().data.attributes;
      expect(sortedKeys(got.excluded_entitlements)).toEqual(sortedKeys(excluded));
      expect(got.enable_rule_base_entitlements).toBe(true);
    });

    it("counts only the users of the caller's data scope, and keeps that scope with the draft", async () => {
      const result = await preview(emea, {});
      const inScope = await count("assets where entity = 'users' and 'EMEA' = any(tags)");
      expect(inScope).toBeGreaterThan(0);
      expect(result.query_preview.asset_count).toBe(inScope);
      expect(sortedKeys(result.entitlements_list)).toEqual(sortedKeys(entitlements.filter((e) => e.tags.includes('EMEA') && !RULE_BASED.includes(e.type))));
      const [row] = await server.db.query<{ scope: string }>('select scope_uuid::text as scope from campaigns where id = $1::uuid', [result.campaign_id]);
      expect(row?.scope).toBe((await server.db.query<{ id: string }>("select uuid::text as id from data_scopes where name = 'EMEA'"))[0]?.id);
    });

    it('gives the lifecycle the reviewed entitlements per user through reviewedEntitlementsSql', async () => {
      const scopeId = (await server.db.query<{ id: string }>("select uuid::text as id from data_scopes where name = 'EMEA'"))[0]?.id ?? '';
      const params = new SqlParams();
      const sql = reviewedEntitlementsSql(
        { filter: ALL_USERS, enableRuleBased: false, excluded: [{ name: 'Slack', type: 'application' }], scope: await assetScopeById(server.db, scopeId), now: new Date() },
        params,
      );
      const rows = await server.db.query<{ asset_id: string; entity_name: string; application: string; connection_id: string; entitlement_name: string; entitlement_type: string }>(sql, params.values);
      const expected = entitlements.filter((e) => e.tags.includes('EMEA') && !RULE_BASED.includes(e.type) && !(e.name === 'Slack' && e.type === 'application'));
      expect(rows.map((r) => `${r.asset_id}|${r.application}|${r.entitlement_type}|${r.entitlement_name}`).sort()).toEqual(
        expected.map((e) => `${e.asset}|${e.adapter}|${e.type}|${e.name}`).sort(),
      );
      expect(rows.every((r) => r.entity_name.length > 0 && r.connection_id.length === 36)).toBe(true);
    });

    it('previews alike from the users (few) and from the entitlements (many)', async () => {
      const scopeId = (await server.db.query<{ id: string }>("select uuid::text as id from data_scopes where name = 'EMEA'"))[0]?.id ?? '';
      const run = async (input: ReviewedEntitlements, fewUsers: number) => {
        const params = new SqlParams();
        const [row] = await server.db.query<{ asset_count: number; entitlements: CampaignEntitlement[]; applications: string[] }>(previewSql(input, params, fewUsers), params.values);
        return row;
      };
      const okta = { operator: 'and', conditions: [{ field: 'adapters', operator: 'equals', value: 'okta_adapter' }], groups: [] } as QueryFilter;
      for (const input of [
        { filter: ALL_USERS, enableRuleBased: false, excluded: [], scope: undefined, now: new Date() },
        { filter: okta, enableRuleBased: true, excluded: [{ name: 'Everyone', type: 'group' }], scope: undefined, now: new Date() },
        { filter: ALL_USERS, enableRuleBased: true, excluded: [], scope: await assetScopeById(server.db, scopeId), now: new Date() },
      ] satisfies ReviewedEntitlements[]) {
        const fromUsers = await run(input, 2_000_000_000);
        expect(fromUsers?.entitlements.length).toBeGreaterThan(0);
        expect(await run(input, 0)).toEqual(fromUsers);
      }
      const nobody = { operator: 'and', conditions: [{ field: 'name', operator: 'equals', value: 'no such user at all' }], groups: [] } as QueryFilter;
      expect(await run({ filter: nobody, enableRuleBased: true, excluded: [], scope: undefined, now: new Date() }, 0)).toEqual({ asset_count: 0, entitlements: [], applications: [] });
    });

    it('updates the draft named by campaign_id: its name, message, options and approvers', async () => {
      const first = await preview(bob, { name: 'Quarterly review', message_content: 'Please review.' });
      const before = await count('campaigns');
      const second = await preview(bob, { campaign_id: first.campaign_id, approvers: [{ id: aliceId }], enable_rule_base_entitlements: true });
      expect(second.campaign_id).toBe(first.campaign_id);
      expect(await count('campaigns')).toBe(before);
      // Updating a draft creates nothing: still the one entry of its creation.
      expect(await count(`audit_log where action = 'campaign.created' and target_id = '${first.campaign_id}'`)).toBe(1);
      const got = (await send('GET', `/campaigns/${first.campaign_id}`, bob)).json<Schemas['CampaignReply']>().data.attributes;
      expect(got).toMatchObject({ name: 'Quarterly review', message_content: 'Please review.', enable_rule_base_entitlements: true, approvers: [{ id: aliceId, mail: 'alice.approver@example.com' }] });
      expect(got.entitlements_list).toEqual(second.entitlements_list);
      // An admin may update anyone's draft.
      await preview(admin, { campaign_id: first.campaign_id, name: 'Renamed by admin' });
      expect((await send('GET', `/campaigns/${first.campaign_id}`, bob)).json<Schemas['CampaignReply']>().data.attributes.name).toBe('Renamed by admin');
    });

    it("names draft campaigns in the usage of their saved query", async () => {
      const draft = await preview(alice, { name: 'Usage draft' });
      const reply = await send('GET', `/queries/${allUsersQuery}/used_by`, admin);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<Schemas['QueryUsageReply']>().data).toContainEqual({ kind: 'campaign', id: draft.campaign_id, name: 'Usage draft' });
    });

    it('refuses bad input with a sentence in details[0], 404 and 409 for drafts, and writes nothing', async () => {
      const bobsDraft = await preview(bob, { name: 'Bob draft' });
      const scheduled = await preview(bob, { name: 'Scheduled one' });
      await server.db.query("update campaigns set status = 'scheduled' where id = $1::uuid", [scheduled.campaign_id]);
      const snapshot = async () => JSON.stringify(await server.db.query('select c.*, (select json_agg(ca order by position) from campaign_approvers ca where ca.campaign_id = c.id) as approvers from campaigns c order by id'));
      const before = await snapshot();
      const body = { query_id: allUsersQuery, approvers: [{ id: aliceId, notify_method: 'email' }], enable_rule_base_entitlements: false, excluded_entitlements: [] };
      const post = (cookie: string, changes: Record<string, unknown>) => send('POST', '/campaigns/query', cookie, { ...body, ...changes });

      expectRefused(await post(alice, { query_id: '00000000-0000-4000-8000-000000000000' }), '/query_id', PREVIEW_MESSAGES.noQuery);
      expectRefused(await post(alice, { query_id: 'not-a-uuid' }), '/query_id', PREVIEW_MESSAGES.noQuery);
      expectRefused(await post(alice, { query_id: windowsQuery }), '/query_id', PREVIEW_MESSAGES.notUsers);
      const [stale] = await server.db.query<{ id: string }>(
        "insert into saved_queries (name, entity, filter, predefined, all_data_scopes) values ('Stale users', 'users', $1, true, true) returning id::text as id",
        [JSON.stringify({ operator: 'and', conditions: [{ field: 'no_such_field', operator: 'exists' }], groups: [] })],
      );
      const staleReply = await post(alice, { query_id: stale?.id });
      expect(staleReply.statusCode, staleReply.body).toBe(400);
      expect(staleReply.json<Schemas['Error']>().details?.[0]?.message).toMatch(/^This saved query no longer fits the fields of users: .*no_such_field/);
      const unknown = '00000000-0000-4000-8000-0000000000ff';
      expectRefused(await post(alice, { approvers: [{ id: aliceId }, { id: unknown }] }), '/approvers/1/id', PREVIEW_MESSAGES.unknownApprover(unknown));
      expectRefused(await post(alice, { approvers: [{ id: disabledId }] }), '/approvers/0/id', PREVIEW_MESSAGES.unknownApprover(disabledId));
      expectRefused(await post(alice, { approvers: [{ id: 'x' }] }), '/approvers/0/id', PREVIEW_MESSAGES.unknownApprover('x'));
      expectRefused(await post(alice, { approvers: [{ id: aliceId }, { id: aliceId.toUpperCase() }] }), '/approvers/1/id', PREVIEW_MESSAGES.approverTwice(aliceId.toUpperCase()));
      expectRefused(await post(alice, { approvers: [{ id: aliceId, notify_method: 'slack' }] }), '/approvers/0/notify_method', PREVIEW_MESSAGES.unsupportedMethod('slack', 'alice.approver'));
      expectRefused(await post(alice, { approvers: [{ id: noMailId, notify_method: 'email' }] }), '/approvers/0/notify_method', PREVIEW_MESSAGES.unsupportedMethod('email', 'no.mail.user'));
      // No approver at all: the contract's minItems refuses it before the handler.
      const noApprovers = await post(alice, { approvers: [] });
      expect(noApprovers.statusCode, noApprovers.body).toBe(400);
      expect(noApprovers.json<Schemas['Error']>().message).toMatch(/approvers/);
      expect(noApprovers.json<Schemas['Error']>().details?.[0]?.field).toBe('body/approvers');
      const failed = await post(alice, { query_id: windowsQuery });
      expect(failed.json<Schemas['Error']>().message).toBe(PREVIEW_MESSAGES.failed);

      for (const [cookie, id, status, message] of [
        [alice, bobsDraft.campaign_id, 404, CAMPAIGN_NOT_FOUND],
        [alice, 'not-a-uuid', 404, CAMPAIGN_NOT_FOUND],
        [alice, '00000000-0000-4000-8000-000000000000', 404, CAMPAIGN_NOT_FOUND],
        [bob, scheduled.campaign_id, 409, PREVIEW_MESSAGES.notDraft],
      ] as const) {
        const reply = await post(cookie, { campaign_id: id, name: 'Changed' });
        expect(reply.statusCode, reply.body).toBe(status);
        expect(reply.json<Schemas['Error']>().message).toBe(message);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('reads', () => {
    it('lists campaigns newest first with cursor pages, status and name filters, progress and approvers', async () => {
      const made: string[] = [];
      for (const name of ['Paging one', 'Paging two', 'Paging three']) made.push((await preview(admin, { name, approvers: [{ id: aliceId }, { id: bobId }] })).campaign_id);
      const [third] = made.slice(-1);
      await server.db.query(
        `insert into campaign_selections (campaign_id, approver_uuid, asset_id, entity_name, application, entitlement_name, entitlement_type, response)
         select $1::uuid, $2::uuid, a.id, a.name, 'okta_adapter', 'Slack', 'application', case when n <= 2 then 'approve' end
           from (select id, name, row_number() over (order by id) as n from assets where entity = 'users' limit 5) a`,
        [third, aliceId],
      );
      const list = async (query: string, cookie = admin) => {
        const reply = await send('GET', `/campaigns${query}`, cookie);
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json<Schemas['CampaignList']>();
      };
      const first = await list('?search=paging&size=2');
      expect(first.data.map((c) => c.name)).toEqual(['Paging three', 'Paging two']);
      expect(first.data[0]).toMatchObject({ id: third, status: 'draft', approvers_count: 2, progress: { answered: 2, total: 5 }, created_by: 'admin', start_date: null, end_date: null });
      expect(first.meta).toMatchObject({ page: 0, size: 2, total: 3 });
      const second = await list(`?search=paging&size=2&cursor=${encodeURIComponent(first.meta.next_cursor ?? '')}`);
      expect(second.data.map((c) => c.name)).toEqual(['Paging one']);
      expect(second.meta).toMatchObject({ page: 1, total: 3, next_cursor: null });

      // A cursor belongs to its list.
      const foreign = await send('GET', `/campaigns?search=other&size=2&cursor=${encodeURIComponent(first.meta.next_cursor ?? '')}`, admin);
      expect(foreign.statusCode).toBe(400);
      expect((await send('GET', '/campaigns?cursor=garbage', admin)).statusCode).toBe(400);

      const everything = await list('?size=2000');
      const times = everything.data.map((c) => c.created_at);
      expect(times).toEqual([...times].sort().reverse());
      expect((await list('?status=scheduled&size=2000')).data.map((c) => c.name)).toEqual(['Scheduled one']);
      // Drafts are their owner's (and admins'): others see only campaigns past the draft.
      const asAlice = await list('?size=2000', alice);
      expect(asAlice.data.every((c) => c.status !== 'draft' || c.created_by === 'alice.approver')).toBe(true);
      expect(asAlice.data.map((c) => c.name)).toContain('Scheduled one');
      expect(asAlice.data.map((c) => c.id)).not.toContain(third);
      expect(asAlice.meta.total).toBe(asAlice.data.length);
    });

    it("answers 404 for an unknown or malformed id and for someone else's draft", async () => {
      const draft = await preview(bob, { name: 'Private draft' });
      expect((await send('GET', `/campaigns/${draft.campaign_id}`, admin)).statusCode).toBe(200);
      for (const [id, cookie] of [
        ['00000000-0000-4000-8000-000000000000', admin],
        ['not-a-uuid', admin],
        [draft.campaign_id, alice],
      ] as const) {
        const reply = await send('GET', `/campaigns/${encodeURIComponent(id)}`, cookie);
        expect(reply.statusCode, reply.body).toBe(404);
        expect(reply.json<Schemas['Error']>().message).toBe(CAMPAIGN_NOT_FOUND);
      }
    });
  });
});
