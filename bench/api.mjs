// The reference server under load, with the sample inventory loaded (1,000,000 assets by
// default), on loopback: a list endpoint and global search (a surname, its count, an address),
// on the embedded database and on PostgreSQL. Global search is measured one request at a time
// (p50/p95: what one user typing waits) and with 10 connections (req/s, p99: several users at
// once); the list with 10 connections. `node bench/api.mjs` runs it alone (build first:
// `npx tsc -b`). Environment: VIGIL_BENCH_DEVICES (default 500000 devices = 1M assets),
// VIGIL_BENCH_SECONDS (per endpoint, default 10), VIGIL_BENCH_CONNECTIONS (default 10),
// VIGIL_BENCH_RUNS (one-at-a-time requests per figure, default 50), VIGIL_BENCH_ENGINES
// (`pglite,postgres` by default), VIGIL_BENCH_DATA_DIR (an embedded database folder kept between
// runs: seeded once, reused after), VIGIL_BENCH_POSTGRES_URL (a PostgreSQL database to use and
// keep, seeded when empty; by default a throwaway cluster, seeded every run).
import autocannon from 'autocannon';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { figure, printTable } from './lib/report.mjs';
import { ADMIN, CSRF_HEADERS, signUpAdmin, startServer } from './lib/server.mjs';
import { startPostgres } from '../scripts/lib.mjs';

const SECTION = 'Server';

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${process.env[name]}"`);
  return value;
};

/*
 * The endpoints and their budgets. The console's lists must feel instant with 10 clients at
 * once: p99 ≤ 200 ms and ≥ 100 req/s for a 20-row page. Global search answers as the user types:
 * one request alone p95 ≤ 25 ms, and with 10 connections the list's budgets (the page and the
 * count go out together for each value typed).
 */
const LIST = { p99: 200, rps: 100 };
const SEARCH = { ...LIST, aloneP95: 25 };
const ENDPOINTS = [
  { name: 'users list', path: '/api/settings/users?page=0&size=20', budget: LIST },
  // A surname: thousands of users match by user name, display name and e-mail at 1M assets.
  { name: 'global search (surname)', path: '/api/global_search?search_value=garcia', budget: SEARCH },
  { name: 'global search count (surname)', path: '/api/global_search/count?search_value=garcia', budget: SEARCH },
  // An address prefix: the devices of one /24 and the longer addresses starting with it.
  { name: 'global search (IP address)', path: '/api/global_search?search_value=10.16.1.1', budget: SEARCH },
];

/** Signs in as the bench admin; returns the session cookie (`name=value`). */
async function signIn(url) {
  const reply = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF_HEADERS },
    body: JSON.stringify({ user_name: ADMIN.user_name, password: ADMIN.password }),
  });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  const cookie = reply.headers.getSetCookie().find((c) => c.includes('vigil_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0];
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** `runs` requests one after the other, after two unmeasured ones: their latencies in ms. */
async function oneAtATime(url, headers, runs) {
  const latencies = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const reply = await fetch(url, { headers });
    await reply.arrayBuffer();
    if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
    if (i >= 2) latencies.push(performance.now() - started);
  }
  return latencies;
}

/** The endpoints' figures against one server (`engine` names its database in the figures). */
async function measureServer(server, engine, { seconds, connections, runs, log }) {
  const figures = [];
  await signUpAdmin(server.url);
  const headers = { ...CSRF_HEADERS, cookie: await signIn(server.url) };
  for (const endpoint of ENDPOINTS) {
    const url = `${server.url}${endpoint.path}`;
    const name = `${engine}: ${endpoint.name}`;
    // One request first: it must succeed, and it shows how much the search found.
    const probe = await fetch(url, { headers });
    const body = await probe.json();
    if (probe.status !== 200) throw new Error(`${endpoint.path} answered ${probe.status}: ${JSON.stringify(body)}`);
    const attributes = body.data?.attributes;
    const found = body.meta?.total ?? (attributes && `${attributes.total}${attributes.capped ? '+' : ''}`);
    log(`${name}: ${endpoint.path} (${found ?? '?'} matching)`);

    if (endpoint.budget.aloneP95 !== undefined) {
      const alone = await oneAtATime(url, headers, runs);
      log(`  one at a time: p50 ${quantile(alone, 0.5).toFixed(1)} ms, p95 ${quantile(alone, 0.95).toFixed(1)} ms`);
      figures.push(
        figure(SECTION, `${name}: one at a time, p50`, quantile(alone, 0.5), 'ms', undefined, `${runs} requests one after the other; ${found ?? '?'} matching`),
        figure(SECTION, `${name}: one at a time, p95`, quantile(alone, 0.95), 'ms', { max: endpoint.budget.aloneP95 }),
      );
    }

    // Unmeasured warm-up: the first requests pay for JIT compilation and cold pages.
    await autocannon({ url, headers, connections, duration: Math.min(2, seconds) });
    const result = await autocannon({ url, headers, connections, duration: seconds });
    const failed = result.non2xx + result.errors + result.timeouts;
    const where = `${connections} connections, ${seconds} s, ${result.requests.total} requests`;
    const note = failed ? `INVALID: ${failed} replies were not 2xx (or failed); ${where}` : where;
    log(`  ${connections} connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} not 2xx`);
    figures.push(
      figure(SECTION, `${name}: ${connections} connections, throughput`, result.requests.average, 'req/s', { min: endpoint.budget.rps }, note),
      figure(SECTION, `${name}: ${connections} connections, p50`, result.latency.p50, 'ms', undefined, failed ? note : undefined),
      figure(SECTION, `${name}: ${connections} connections, p99`, result.latency.p99, 'ms', { max: endpoint.budget.p99 }, failed ? note : undefined),
      figure(SECTION, `${name}: non-2xx replies`, failed, 'replies', { max: 0 }),
    );
  }
  return figures;
}

export async function measure({ log = console.log } = {}) {
  const devices = positive('VIGIL_BENCH_DEVICES', 500_000);
  const options = { seconds: positive('VIGIL_BENCH_SECONDS', 10), connections: positive('VIGIL_BENCH_CONNECTIONS', 10), runs: positive('VIGIL_BENCH_RUNS', 50), log };
  const engines = (process.env['VIGIL_BENCH_ENGINES'] ?? 'pglite,postgres').split(',').map((e) => e.trim());
  const unknown = engines.filter((e) => e !== 'pglite' && e !== 'postgres');
  if (unknown.length) throw new Error(`VIGIL_BENCH_ENGINES names pglite and/or postgres, not "${unknown.join(', ')}"`);
  const assets = (devices * 2).toLocaleString('en-US');
  const figures = [];

  for (const engine of engines) {
    const keptUrl = process.env['VIGIL_BENCH_POSTGRES_URL'] || undefined;
    const postgres = engine === 'postgres' && !keptUrl ? await startPostgres(`/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql')[0]}/bin`) : undefined;
    const dataDir = engine === 'pglite' ? process.env['VIGIL_BENCH_DATA_DIR'] || undefined : undefined;
    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    log(`starting the server (${label}) with ${devices.toLocaleString('en-US')} devices (${assets} assets)...`);
    const started = performance.now();
    const env = engine === 'postgres' ? { DATABASE_URL: keptUrl ?? postgres.url } : {};
    // Seeding a million assets takes minutes, more on a busy machine.
    const server = await startServer({ devices, dataDir, env, startupMs: 3_600_000 });
    const kept = dataDir ?? keptUrl;
    figures.push(
      figure(SECTION, `${label}: start with ${assets} assets (migrate + seed)`, (performance.now() - started) / 1000, 's', undefined, kept ? `wall time until the server listens; database kept (seeded only when empty)` : 'wall time until the server listens; a fresh database'),
    );
    try {
      figures.push(...(await measureServer(server, label, options)));
    } finally {
      await server.stop();
      await postgres?.stop();
    }
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missed = printTable(await measure());
  if (missed.length) process.exitCode = 1;
}
