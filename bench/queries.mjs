// The query engine with the sample inventory (1,000,000 assets by default), one request at a
// time: the latency of a count a user makes most (an indexed equality), of a three-level filter
// through a relationship, and of the builder's per-node counts of a 10-row filter against one
// count of the same filter. `node bench/queries.mjs` runs it alone (build first: `npx tsc -b`).
// Environment: VIGIL_BENCH_DEVICES (default 500000 devices = 1M assets), VIGIL_BENCH_RUNS
// (requests per figure, default 20), VIGIL_BENCH_DATA_DIR (a database folder kept between
// runs), VIGIL_BENCH_POSTGRES=1 (a throwaway PostgreSQL cluster instead of the embedded database).
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync } from 'node:fs';
import { figure, printTable, quantile } from './lib/report.mjs';
import { ADMIN, CSRF_HEADERS, signUpAdmin, startServer } from './lib/server.mjs';
import { startPostgres } from '../scripts/lib.mjs';

const SECTION = 'Query engine';
const CSRF = { ...CSRF_HEADERS, 'content-type': 'application/json' };

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${process.env[name]}"`);
  return value;
};

const condition = (field, operator, value, extra = {}) => ({ field, operator, ...(value !== undefined && { value }), ...extra });
const group = (operator, conditions, groups = []) => ({ operator, conditions, groups });

/** The count users make most: one priority field's value (through the GIN index over the fields). */
const EQUALITY = group('and', [condition('os_type', 'equals', 'Windows')]);

/** Three levels with a relationship: Windows laptops or servers of two departments that have Chrome installed. */
const THREE_LEVELS = group(
  'and',
  [
    condition('os_type', 'equals', 'Windows'),
    condition('installed_software', 'has', undefined, {
      relationship_filter: { relationship: 'installed_software', value: group('and', [condition('name', 'contains', 'chrome')]) },
    }),
  ],
  [group('or', [condition('device_type', 'equals', 'Laptop'), condition('device_type', 'equals', 'Server')], [group('and', [condition('department', 'in', ['Engineering', 'Security']), condition('tags', 'equals', 'Production', { not: true })])])],
);

/** Ten rows of the kinds users add (equalities, lists, text, dates, a negation), matching some thousands of devices. */
const TEN_ROWS = group(
  'and',
  [
    condition('os_type', 'equals', 'Windows'),
    condition('device_type', 'in', ['Laptop', 'Desktop']),
    condition('hostname', 'contains', '-'),
    condition('ips', 'starts_with', '10.'),
    condition('owner', 'exists'),
    condition('last_seen', 'last_days', 30),
    condition('is_managed', 'equals', true),
    condition('tags', 'equals', 'AMER'),
    condition('adapters', 'equals', 'crowdstrike_adapter'),
    condition('department', 'equals', 'Sales', { not: true }),
  ],
);

async function signIn(url) {
  const reply = await fetch(`${url}/api/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ user_name: ADMIN.user_name, password: ADMIN.password }) });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  return reply.headers.getSetCookie().find((c) => c.includes('vigil_session='))?.split(';')[0];
}


/** `runs` requests one after the other (after two unmeasured ones); their latencies in ms and the last reply. */
async function time(url, headers, body, runs) {
  const latencies = [];
  let last;
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const reply = await fetch(`${url}/api/queries/count`, { method: 'POST', headers, body: JSON.stringify(body) });
    last = await reply.json();
    if (reply.status !== 200) throw new Error(`count answered ${reply.status}: ${JSON.stringify(last)}`);
    if (i >= 2) latencies.push(performance.now() - started);
  }
  return { latencies, count: last.data.attributes.count };
}

export async function measure({ log = console.log } = {}) {
  const devices = positive('VIGIL_BENCH_DEVICES', 500_000);
  const runs = positive('VIGIL_BENCH_RUNS', 20);
  const postgres = process.env['VIGIL_BENCH_POSTGRES'] === '1' ? await startPostgres(`/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql')[0]}/bin`) : undefined;
  const engine = postgres ? 'PostgreSQL' : 'embedded';
  const figures = [];
  log(`starting the server (${engine} database) with ${(devices * 2).toLocaleString('en-US')} assets...`);
  const dataDir = process.env['VIGIL_BENCH_DATA_DIR'] || undefined;
  if (dataDir && !existsSync(dataDir)) log(`  ${dataDir} is new: seeding it`);
  // Seeding a million assets takes minutes, more on a busy machine.
  const server = await startServer({ devices, dataDir, env: postgres ? { DATABASE_URL: postgres.url } : {}, startupMs: 3_600_000 });
  try {
    await signUpAdmin(server.url);
    const headers = { ...CSRF, cookie: await signIn(server.url) };
    const equality = await time(server.url, headers, { entity: 'devices', filter: EQUALITY }, runs);
    log(`  indexed equality: ${equality.count} matching`);
    figures.push(figure(SECTION, `${engine}: count of an indexed equality, p95`, quantile(equality.latencies, 0.95), 'ms', { max: 100 }, `${runs} requests one at a time; ${equality.count} matching`));
    const three = await time(server.url, headers, { entity: 'devices', filter: THREE_LEVELS }, runs);
    log(`  three levels with a relationship: ${three.count} matching`);
    figures.push(figure(SECTION, `${engine}: count of a three-level filter with a relationship, p95`, quantile(three.latencies, 0.95), 'ms', { max: 1000 }, `${three.count} matching`));
    const one = await time(server.url, headers, { entity: 'devices', filter: TEN_ROWS }, runs);
    const perNode = await time(server.url, headers, { entity: 'devices', filter: TEN_ROWS, per_node: true }, runs);
    const ratio = quantile(perNode.latencies, 0.5) / quantile(one.latencies, 0.5);
    figures.push(
      figure(SECTION, `${engine}: count of a 10-row filter, median`, quantile(one.latencies, 0.5), 'ms', undefined, `${one.count} matching`),
      figure(SECTION, `${engine}: per-node counts of the 10-row filter / one count (medians)`, ratio, 'x', { max: 2 }),
    );
  } finally {
    await server.stop();
    await postgres?.stop();
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missed = printTable(await measure());
  if (missed.length) process.exitCode = 1;
}
