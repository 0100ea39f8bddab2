// Chart data of a 12-chart dashboard over the sample inventory (1,000,000 assets by default), on
// the embedded database: the first chart-data request (cold: every chart computed through the
// query engine), the refetch (answered from the cache), each chart alone with its cached data
// dropped, and a refresh (answered at once, the charts computed again after it)
// `node bench/dashboards.mjs [--assets N] [--runs R] [--data-dir DIR]`
// runs it alone (build first: `npx tsc -b`).
// Environment (the run.mjs way): VIGIL_BENCH_ASSETS (default 1000000, or VIGIL_BENCH_DEVICES x 2), VIGIL_BENCH_RUNS (refetches,
// default 10), VIGIL_BENCH_DATA_DIR (a database folder kept between runs, seeded when empty; shared
// with the other benches when they use 2 assets per device).
// The server runs in this process (requests through Fastify's inject, no socket) so the bench can
// lay the dashboard out with the dashboards store directly, whatever the spaces API offers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, positive } from './lib/args.mjs';
import { inProcessServer, signInAdmin } from './lib/inProcess.mjs';
import { figure, median, printTable } from './lib/report.mjs';

const SECTION = 'Dashboards';

/** The dashboard: 12 charts of the kinds a security dashboard holds, over the sample's predefined queries. */
function charts(q) {
  return [
    { name: 'Windows devices', metric: 'summary', view: 'summary', config: { queries: [q('Windows devices')], field: 'os_type', measures: [{ function: 'count' }] } },
    { name: 'Average CVSS of critical vulnerabilities', metric: 'summary', view: 'summary', config: { queries: [q('Critical vulnerabilities')], field: 'cvss', measures: [{ function: 'average', field: 'cvss' }] } },
    { name: 'Device groups', metric: 'compare', view: 'histogram', config: { queries: [q('Windows devices'), q('macOS devices'), q('Linux servers'), q('Cloud instances'), q('Unmanaged devices')] } },
    { name: 'Unmanaged devices by type', metric: 'segment', view: 'pie', config: { queries: [q('Unmanaged devices')], field: 'device_type' } },
    { name: 'Windows devices by department', metric: 'segment', view: 'histogram', config: { queries: [q('Windows devices')], field: 'department' } },
    { name: 'Windows devices by adapter', metric: 'adapter_segment', view: 'adapter_histogram', config: { queries: [q('Windows devices')] } },
    { name: 'Windows and macOS over time', metric: 'timeline', view: 'line', config: { queries: [q('Windows devices'), q('macOS devices')] } },
    { name: 'Unmanaged: OS by device type', metric: 'matrix', view: 'matrix', config: { queries: [q('Unmanaged devices')], dimensions: ['os_type', 'device_type'] } },
    { name: 'Windows devices per department and type', metric: 'table', view: 'table', config: { queries: [q('Windows devices')], dimensions: ['department', 'device_type'], measures: [{ function: 'count' }] } },
    { name: 'Unmanaged Windows devices', metric: 'intersect', view: 'venn_triangle', config: { queries: [q('Windows devices'), q('Unmanaged devices')] } },
    { name: 'Critical vulnerabilities', metric: 'assets_table', view: 'table', config: { queries: [q('Critical vulnerabilities')], dimensions: ['name', 'cvss', 'published'] } },
    { name: 'Windows devices by type over time', metric: 'segment_timeline', view: 'line', config: { queries: [q('Windows devices')], field: 'device_type' } },
  ];
}

export async function measure({ log = console.log } = {}) {
  // VIGIL_BENCH_DEVICES, as the other parts read it: 2 assets per device.
  const devices = process.env['VIGIL_BENCH_DEVICES'];
  const assets = positive('assets', 'VIGIL_BENCH_ASSETS', devices ? Number(devices) * 2 : 1_000_000);
  const runs = positive('runs', 'VIGIL_BENCH_RUNS', 10);
  const keptDir = option('data-dir', 'VIGIL_BENCH_DATA_DIR', undefined);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'vigil-bench-dashboards-'));
  const { migrate, openDatabase } = await import('../packages/server/dist/db/index.js');
  const { seedIfEmpty } = await import('../packages/server/dist/seed/index.js');
  const { insertChart, insertSpace } = await import('../packages/server/dist/dashboards/store.js');

  const db = await openDatabase({ dataDir });
  const figures = [];
  let app;
  try {
    await migrate(db);
    log(`seeding ${assets.toLocaleString('en-US')} assets (when ${dataDir} holds none)...`);
    const seeded = await seedIfEmpty(db, { devices: Math.ceil(assets / 2) });
    if (seeded) log(`  seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    const [{ n: stored }] = await db.query('select count(*)::int as n from assets');
    let inject;
    ({ app, inject } = await inProcessServer(db));
    const cookie = await signInAdmin(inject);

    const [me] = await db.query("select uuid::text as uuid, role_id::text as role_id from users where user_name = 'admin'");
    const caller = { ...me, permissions: {}, user_name: 'admin', impersonator_uuid: null, data_scope_id: null, tenant_id: null };
    const ids = new Map((await db.query('select id::text as id, name from saved_queries where predefined')).map((row) => [row.name, row.id]));
    const q = (name) => {
      const id = ids.get(name);
      if (!id) throw new Error(`the sample has no predefined query "${name}"`);
      return { query_id: id };
    };
    const layout = charts(q);
    const space = await db.transaction(async (tx) => {
      const uuid = await insertSpace(tx, caller, { name: `Bench dashboard ${new Date().toISOString()}` });
      const chartIds = [];
      for (const chart of layout) chartIds.push((await insertChart(tx, uuid, chart)).id);
      return { uuid, chartIds };
    });

    const fetchData = async (query = '') => {
      const started = performance.now();
      const reply = await inject({ method: 'GET', url: `/api/dashboard/${space.uuid}/chart_data${query}`, headers: { cookie } });
      const ms = performance.now() - started;
      if (reply.statusCode !== 200) throw new Error(`chart_data answered ${reply.statusCode}: ${reply.body}`);
      const failed = reply.json().data.attributes.charts.filter((chart) => chart.status !== 'ok');
      if (failed.length) throw new Error(`charts failed: ${JSON.stringify(failed)}`);
      return ms;
    };

    log(`${stored.toLocaleString('en-US')} assets; the first chart-data request computes 12 charts...`);
    const cold = await fetchData();
    figures.push(figure(SECTION, 'embedded: chart data of 12 charts, cold (computed)', cold, 'ms', undefined, `${stored.toLocaleString('en-US')} assets, one request`));
    const warm = [];
    for (let i = 0; i < runs; i++) warm.push(await fetchData());
    figures.push(figure(SECTION, 'embedded: chart data of 12 charts, refetch (cached), median', median(warm), 'ms', { max: 200 }, `${runs} requests one at a time`));
    log(`  cold ${cold.toFixed(0)} ms; refetch median ${median(warm).toFixed(1)} ms`);

    // Each chart alone, its cached data dropped first: where the cold time goes.
    let sum = 0;
    for (const [index, id] of space.chartIds.entries()) {
      await db.query('delete from chart_data_cache where chart_id = $1::uuid', [id]);
      const ms = await fetchData(`?chart_id=${id}`);
      sum += ms;
      const chart = layout[index];
      figures.push(figure(SECTION, `embedded: one chart cold: ${chart.metric} (${chart.name})`, ms, 'ms', undefined, 'its cached data dropped'));
      log(`  ${chart.metric.padEnd(17)} ${ms.toFixed(0).padStart(7)} ms  ${chart.name}`);
    }
    log(`  sum of the charts alone: ${sum.toFixed(0)} ms`);

    // A refresh answers at once and computes the charts after its answer: until all are ready again.
    // (Through inject the answer is handed over only after that work: it is one chain of promises.)
    const refreshStarted = performance.now();
    const refresh = await inject({ method: 'POST', url: `/api/dashboard/${space.uuid}/refresh`, headers: { cookie } });
    if (refresh.statusCode !== 202) throw new Error(`refresh answered ${refresh.statusCode}: ${refresh.body}`);
    const ready = async () => (await db.query('select count(*)::int as n from chart_data_cache where chart_id = any($1::uuid[])', [space.chartIds]))[0].n;
    while ((await ready()) < space.chartIds.length) await new Promise((resolve) => setTimeout(resolve, 50));
    const warmed = performance.now() - refreshStarted;
    figures.push(figure(SECTION, 'embedded: refresh: all 12 charts computed again', warmed, 'ms', undefined, 'from the request; computed after its answer'));
    log(`  refresh: charts ready again after ${warmed.toFixed(0)} ms`);
  } finally {
    await app?.close();
    if (!app) await db.close();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure();
  printTable(figures);
}
