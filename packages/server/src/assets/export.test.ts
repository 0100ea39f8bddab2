import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/index.js';
import { startTestServer, type Schemas, type TestServer } from '../testing/harness.js';
import { EXPORT_BATCH_ROWS } from './list.js';

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF), enough for these tests. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('asset export as CSV over HTTP', () => {
  let server: TestServer;
  let viewer: string;

  beforeAll(async () => {
    server = await startTestServer();
    await seedIfEmpty(server.db, { devices: 40 });
    viewer = await server.asUserWith({ Assets: ['View'] });
  });
  afterAll(() => server.close());

  const exportCsv = (entity: string, query: Record<string, string> = {}) => server.send({ method: 'GET', url: `/api/assets/${entity}/export`, cookie: viewer, query });

  it('writes the list’s columns and rows in its order, with the count and a dated file name', async () => {
    const reply = await exportCsv('devices', { columns: 'name,os_type,ips,installed_software,last_seen', sort: 'name' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="devices-${new Date().toISOString().slice(0, 10)}.csv"`);
    const rows = parseCsv(reply.body);
    expect(rows[0]).toEqual(['Asset Name', 'OS: Type', 'IP Addresses', 'Installed Software', 'Last Seen']);
    const list = (await server.send({ method: 'GET', url: '/api/assets/devices', cookie: viewer, query: { columns: 'name,os_type,ips,installed_software,last_seen', sort: 'name', size: '500' } })).json<Schemas['AssetPage']>();
    expect(Number(reply.headers['x-total-count'])).toBe(list.data.length);
    expect(rows.slice(1)).toEqual(
      list.data.map((row) => [row.name, String(row.values['os_type']), (row.values['ips'] as string[]).join(', '), String(row.values['installed_software'] as number | undefined ?? 0), row.last_seen]),
    );
  });

  it('neutralises formulas and quotes separators', async () => {
    const [device] = await server.db.query<{ id: string }>("select id::text from assets where entity = 'devices' order by id limit 1");
    await server.db.query(`update assets set name = '=HYPERLINK("http://x")', fields = fields || '{"owner":"-2+3","model":"a,b \\"c\\"","serial":"@SUM(A1)","domain":"\\tx"}' where id = $1`, [device?.id]);
    const reply = await exportCsv('devices', { columns: 'name,owner,model,serial,domain', filter: JSON.stringify({ operator: 'and', conditions: [{ field: 'serial', operator: 'equals', value: '@SUM(A1)' }], groups: [] }) });
    expect(reply.headers['x-total-count']).toBe('1');
    expect(reply.body.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'-2+3,"a,b ""c""",'@SUM(A1),'\tx`);
  });

  it('streams every row of a list longer than one batch, once each', async () => {
    await server.db.query(
      `insert into assets (entity, name, fields, first_seen, last_seen, last_updated)
       select 'software', 'pkg ' || n, jsonb_build_object('vendor', 'Bulk', 'version', (n % 7)::text), now(), now(), now() - n * interval '1 second' from generate_series(1, $1::int) as n`,
      [EXPORT_BATCH_ROWS * 2 + 17],
    );
    const reply = await exportCsv('software', { columns: 'name', sort: 'version', filter: JSON.stringify({ operator: 'and', conditions: [{ field: 'vendor', operator: 'equals', value: 'Bulk' }], groups: [] }) });
    expect(reply.statusCode).toBe(200);
    const names = parseCsv(reply.body).slice(1).map(([name]) => name);
    expect(names).toHaveLength(EXPORT_BATCH_ROWS * 2 + 17);
    expect(new Set(names).size).toBe(names.length);
    expect(reply.headers['x-total-count']).toBe(String(names.length));
  });

  it('answers bad requests in JSON before any byte of CSV', async () => {
    const unknown = await exportCsv('devices', { columns: 'name,nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect((await exportCsv('devices', { sort: 'ips' })).statusCode).toBe(400);
    expect((await exportCsv('devices', { filter: 'not json' })).statusCode).toBe(400);
    expect((await exportCsv('spaceships')).statusCode).toBe(404);
  });

  it('stops cleanly when the client aborts, and keeps answering', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const reply = await fetch(`${address}/api/assets/software/export?columns=name`, { headers: { cookie: viewer, 'x-requested-with': 'vigil' }, signal: controller.signal });
    expect(reply.status).toBe(200);
    const reader = reply.body?.getReader();
    await reader?.read();
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await fetch(`${address}/api/assets/devices?size=1`, { headers: { cookie: viewer, 'x-requested-with': 'vigil' } });
    expect(after.status).toBe(200);
  });
});
