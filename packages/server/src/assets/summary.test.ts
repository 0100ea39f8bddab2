import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_ENTITY_TYPES } from '../queries/catalog.js';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';

type Summary = Schemas['AssetSummaryReply']['data']['attributes'];

describe('GET /assets/summary', () => {
  let server: TestServer;
  let viewer: string;
  let emea: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 40 });
    viewer = await server.asUserWith({ Assets: ['View'] });
    emea = await server.asUserWith({ Assets: ['View'] }, 'emea.summary');
    await server.db.query("update users set data_scope_id = (select uuid from data_scopes where name = 'EMEA') where user_name = 'emea.summary'");
  });
  afterAll(() => server.close());

  const summary = async (cookie: string) => {
    const reply = await server.send({ method: 'GET', url: '/api/assets/summary', cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['AssetSummaryReply']>().data.attributes;
  };
  /** What the asset list of a type says its total is, for this caller. */
  const listTotal = async (entity: string, cookie: string) => {
    const reply = await server.send({ method: 'GET', url: `/api/assets/${entity}`, query: { size: '1' }, cookie });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Schemas['AssetPage']>().meta.total;
  };

  it('counts every asset of each type, in the catalog order', async () => {
    const body: Summary = await summary(viewer);
    expect(body.total_cap).toBe(10_000);
    expect(body.types.map((t) => t.entity)).toEqual([...QUERY_ENTITY_TYPES]);
    const stored = await server.db.query<{ entity: string; n: number }>('select entity, count(*)::int as n from assets group by entity');
    for (const type of body.types) {
      expect(type, type.entity).toEqual({ entity: type.entity, count: stored.find((row) => row.entity === type.entity)?.n ?? 0, capped: false });
    }
    expect(body.types.find((t) => t.entity === 'devices')?.count).toBe(40);
  });

  it("counts only what the caller's data scope lets them see, as their lists do", async () => {
    const all = await summary(viewer);
    const scoped = await summary(emea);
    for (const type of scoped.types) {
      expect(type.count, type.entity).toBe(await listTotal(type.entity, emea));
    }
    const devices = scoped.types.find((t) => t.entity === 'devices')?.count ?? 0;
    expect(devices).toBeGreaterThan(0);
    expect(devices).toBeLessThan(all.types.find((t) => t.entity === 'devices')?.count ?? 0);
  });

  it('stops counting past the cap, as a list total does, and says so', async () => {
    await server.db.query(
      `insert into assets (entity, name, first_seen, last_seen, last_updated)
       select 'vulnerabilities', 'CVE-2099-' || n, now(), now(), now() from generate_series(1, 10001) as n`,
    );
    try {
      const body = await summary(viewer);
      expect(body.types.find((t) => t.entity === 'vulnerabilities')).toEqual({ entity: 'vulnerabilities', count: 10_000, capped: true });
      expect(body.types.find((t) => t.entity === 'devices')).toMatchObject({ count: 40, capped: false });
    } finally {
      await server.db.query("delete from assets where entity = 'vulnerabilities' and name like 'CVE-2099-%'");
    }
  });

  it('needs Assets/View, and a session', async () => {
    const noAssets = await server.asUserWith({ Dashboard: ['View'] });
    const refused = await server.send({ method: 'GET', url: '/api/assets/summary', cookie: noAssets });
    expect(refused.statusCode).toBe(403);
    expect((await server.send({ method: 'GET', url: '/api/assets/summary' })).statusCode).toBe(401);
  });

  it('leaves the asset lists at /assets/{entity} alone', async () => {
    expect(await listTotal('devices', viewer)).toBe(40);
  });
});
