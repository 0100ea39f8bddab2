// The reference server under load: requests per second and p50/p99 latency of a list endpoint
// and of global search, with the sample inventory loaded (1,000,000 assets by default), on
// loopback, each endpoint for a bounded time. `node bench/api.mjs` runs it alone (build first:
// `npx tsc -b`). Environment: VIGIL_BENCH_DEVICES (default 500000 devices = 1M assets),
// VIGIL_BENCH_SECONDS (per endpoint, default 10), VIGIL_BENCH_CONNECTIONS (default 10),
// VIGIL_BENCH_DATA_DIR (a database folder kept between runs: seeded once, reused after).
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { figure, printTable } from './lib/report.mjs';
import { ADMIN, signUpAdmin, startServer } from './lib/server.mjs';

const SECTION = 'Server';
const CSRF = { 'x-requested-with': 'vigil' };

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${process.env[name]}"`);
  return value;
};

/*
 * The endpoints and their budgets. The console's lists must feel instant with 10 clients at
 * once: p99 ≤ 200 ms and ≥ 100 req/s for a 20-row page. Global search is typed into a modal and
 * scans a trigram index over a million rows: p99 ≤ 500 ms and ≥ 20 req/s keep the modal
 * responsive for a handful of users searching together on this 2-core machine.
 */
const ENDPOINTS = [
  { name: 'users list', path: '/api/settings/users?page=0&size=20', p99: 200, rps: 100 },
  // A surname: thousands of users match by user name, display name and e-mail at 1M assets.
  { name: 'global search (surname)', path: '/api/global_search?search_value=garcia', p99: 500, rps: 20 },
  { name: 'global search count (surname)', path: '/api/global_search/count?search_value=garcia', p99: 500, rps: 20 },
  // An address prefix: the devices of one /24 and the longer addresses starting with it.
  { name: 'global search (IP address)', path: '/api/global_search?search_value=10.16.1.1', p99: 500, rps: 20 },
];

/** Signs in as the bench admin; returns the session cookie (`name=value`). */
async function signIn(url) {
  const reply = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({ user_name: ADMIN.user_name, password: ADMIN.password }),
  });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  const cookie = reply.headers.getSetCookie().find((c) => c.includes('vigil_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0];
}

export async function measure({ log = console.log } = {}) {
  const devices = positive('VIGIL_BENCH_DEVICES', 500_000);
  const seconds = positive('VIGIL_BENCH_SECONDS', 10);
  const connections = positive('VIGIL_BENCH_CONNECTIONS', 10);
  const figures = [];

  log(`starting the server with ${devices.toLocaleString('en-US')} devices (${(devices * 2).toLocaleString('en-US')} assets)...`);
  const started = performance.now();
  const dataDir = process.env['VIGIL_BENCH_DATA_DIR'] || undefined;
  const server = await startServer({ devices, dataDir });
  const startMs = performance.now() - started;
  figures.push(figure(SECTION, `start with ${(devices * 2).toLocaleString('en-US')} assets (migrate + seed)`, startMs / 1000, 's', undefined, dataDir ? `wall time until the server listens; database kept in ${dataDir} (seeded only when empty)` : 'wall time until the server listens; PGlite in a temporary folder'));
  try {
    await signUpAdmin(server.url);
    const headers = { ...CSRF, cookie: await signIn(server.url) };
    for (const endpoint of ENDPOINTS) {
      const url = `${server.url}${endpoint.path}`;
      // One request first: it must succeed, and it shows how much the search found.
      const probe = await fetch(url, { headers });
      const body = await probe.json();
      if (probe.status !== 200) throw new Error(`${endpoint.path} answered ${probe.status}: ${JSON.stringify(body)}`);
      const found = body.meta?.total ?? body.data?.attributes?.total;
      log(`${endpoint.name}: ${endpoint.path} (${found ?? '?'} matching), ${connections} connections for ${seconds} s...`);

      // Unmeasured warm-up: the first requests pay for JIT compilation and cold pages.
      await autocannon({ url, headers, connections, duration: Math.min(2, seconds) });
      const result = await autocannon({ url, headers, connections, duration: seconds });
      const failed = result.non2xx + result.errors + result.timeouts;
      const where = `${connections} connections, ${seconds} s, ${result.requests.total} requests`;
      const note = failed ? `INVALID: ${failed} replies were not 2xx (or failed); ${where}` : where;
      log(`  ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} not 2xx`);
      figures.push(
        figure(SECTION, `${endpoint.name}: throughput`, result.requests.average, 'req/s', { min: endpoint.rps }, note),
        figure(SECTION, `${endpoint.name}: p50 latency`, result.latency.p50, 'ms', undefined, failed ? note : undefined),
        figure(SECTION, `${endpoint.name}: p99 latency`, result.latency.p99, 'ms', { max: endpoint.p99 }, failed ? note : undefined),
        figure(SECTION, `${endpoint.name}: non-2xx replies`, failed, 'replies', { max: 0 }),
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missed = printTable(await measure());
  if (missed.length) process.exitCode = 1;
}
