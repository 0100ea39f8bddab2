// The assets area with the sample inventory (1,000,000 assets by default): the first page of a
// saved query's list, one asset's detail and the first page of its investigation, each one
// request at a time (p95) and with 10 connections (autocannon: requests/s, p99); then a CSV
// export of 100,000 rows (rows per second, and the server's resident memory before and at its
// peak, sampled from /proc, to show it stays flat while streaming). `node bench/assets.mjs` runs
// it alone (build first: `npx tsc -b`).
// Environment: VIGIL_BENCH_DEVICES (default 500000 devices = 1M assets), VIGIL_BENCH_RUNS
// (requests per latency figure, default 20), VIGIL_BENCH_SECONDS (autocannon, default 10),
// VIGIL_BENCH_DATA_DIR (a database folder kept between runs, shared with bench/queries.mjs),
// VIGIL_BENCH_EXPORT_ROWS (default 100000).
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import autocannon from 'autocannon';
import { figure, printTable } from './lib/report.mjs';
import { ADMIN, CSRF_HEADERS, signUpAdmin, startServer } from './lib/server.mjs';

const SECTION = 'Assets';
const CSRF = { ...CSRF_HEADERS, 'content-type': 'application/json' };

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not "${process.env[name]}"`);
  return value;
};

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function signIn(url) {
  const reply = await fetch(`${url}/api/login`, { method: 'POST', headers: CSRF, body: JSON.stringify({ user_name: ADMIN.user_name, password: ADMIN.password }) });
  if (reply.status !== 200) throw new Error(`login answered ${reply.status}: ${await reply.text()}`);
  return reply.headers.getSetCookie().find((c) => c.includes('vigil_session='))?.split(';')[0];
}

async function getJson(url, headers) {
  const reply = await fetch(url, { headers });
  const body = await reply.json();
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${JSON.stringify(body)}`);
  return body;
}

/** `runs` GETs one after the other (after two unmeasured ones): their latencies in ms. */
async function time(url, headers, runs) {
  const latencies = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    await getJson(url, headers);
    if (i >= 2) latencies.push(performance.now() - started);
  }
  return latencies;
}

async function throughput(url, headers, seconds) {
  await autocannon({ url, headers, connections: 10, duration: 2 });
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/** A process's resident memory in bytes (VmRSS). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** The pid of the process listening on the URL's port: its socket's inode in /proc/net/tcp, then the process holding that socket. */
function pidListeningOn(url) {
  const hexPort = Number(new URL(url).port).toString(16).toUpperCase().padStart(4, '0');
  const inode = readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')?.[9];
  if (!inode) throw new Error(`nothing listens on ${url}`);
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`)) return Number(pid);
    } catch {
      // Another user's process, or one that ended meanwhile.
    }
  }
  throw new Error(`no process holds the socket of ${url}`);
}

export async function measure({ log = console.log } = {}) {
  const devices = positive('VIGIL_BENCH_DEVICES', 500_000);
  const runs = positive('VIGIL_BENCH_RUNS', 20);
  const seconds = positive('VIGIL_BENCH_SECONDS', 10);
  const exportRows = positive('VIGIL_BENCH_EXPORT_ROWS', 100_000);
  const figures = [];
  log(`starting the server (embedded database) with ${(devices * 2).toLocaleString('en-US')} assets...`);
  const dataDir = process.env['VIGIL_BENCH_DATA_DIR'] || undefined;
  if (dataDir && !existsSync(dataDir)) log(`  ${dataDir} is new: seeding it`);
  const server = await startServer({ devices, dataDir, startupMs: 3_600_000 });
  try {
    await signUpAdmin(server.url);
    const headers = { ...CSRF, cookie: await signIn(server.url) };
    const api = `${server.url}/api`;
    const queries = await getJson(`${api}/queries?entity_type=devices&search=Windows%20devices&size=5`, headers);
    const query = queries.data.find((q) => q.name === 'Windows devices');
    if (!query) throw new Error('the sample has no "Windows devices" query');

    const listUrl = `${api}/assets/devices?query_id=${query.id}&size=20`;
    const first = await getJson(listUrl, headers);
    const device = first.data[0];
    log(`  list: ${first.meta.total_capped ? `more than ${first.meta.total}` : first.meta.total} Windows devices`);
    const detailUrl = `${api}/assets/devices/${device.id}`;
    const investigationUrl = `${api}/assets/devices/${device.id}/investigation?date_from=${encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString())}`;

    for (const [name, url, budget, note] of [
      ['first page of a saved query (Windows devices), p95', listUrl, 100, 'page of 20, capped total'],
      ['asset detail, p95', detailUrl, 30, 'connections, fields, 3 relationships'],
      ['investigation first page (30 days), p95', investigationUrl, 30, ''],
    ]) {
      const latencies = await time(url, headers, runs);
      figures.push(figure(SECTION, `embedded: ${name}`, quantile(latencies, 0.95), 'ms', { max: budget }, `${runs} requests one at a time${note ? `; ${note}` : ''}`));
      const { rps, p99, non2xx } = await throughput(url, headers, seconds);
      figures.push(figure(SECTION, `embedded: ${name.replace(', p95', '')}, 10 connections`, rps, 'req/s', undefined, `p99 ${p99} ms${non2xx ? `; ${non2xx} non-2xx (invalid)` : ''}`));
      log(`  ${name}: p95 ${quantile(latencies, 0.95).toFixed(1)} ms; ${rps.toFixed(1)} req/s at 10 connections (p99 ${p99} ms)`);
    }

    // The export: every device in the default sort, read until `exportRows` data rows have come,
    // then aborted as the console's cancel does (the server stops after its current batch).
    const pid = pidListeningOn(server.url);
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const controller = new AbortController();
    const started = performance.now();
    const reply = await fetch(`${api}/assets/devices/export?columns=name,os_type,os_version,ips,owner,adapters,last_seen`, { headers, signal: controller.signal });
    if (reply.status !== 200) throw new Error(`export answered ${reply.status}: ${await reply.text()}`);
    const total = Number(reply.headers.get('x-total-count'));
    let lines = -1;
    let bytes = 0;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of reply.body) {
        bytes += chunk.length;
        lines += (decoder.decode(chunk, { stream: true }).match(/\r\n/g) ?? []).length;
        if (lines >= exportRows) {
          controller.abort();
          break;
        }
      }
    } catch (error) {
      if (error.name !== 'AbortError') throw error;
    }
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = Math.min(lines, exportRows);
    figures.push(
      figure(SECTION, `embedded: CSV export of ${rows.toLocaleString('en-US')} rows`, rows / elapsed, 'rows/s', undefined, `${(bytes / 1e6).toFixed(1)} MB in ${elapsed.toFixed(1)} s; X-Total-Count ${total}`),
      figure(SECTION, 'embedded: server RSS during the export, peak - before', (peak - before) / 1e6, 'MB', { max: 100 }, `before ${(before / 1e6).toFixed(0)} MB, peak ${(peak / 1e6).toFixed(0)} MB`),
    );
    log(`  export: ${rows} rows in ${elapsed.toFixed(1)} s; RSS ${(before / 1e6).toFixed(0)} -> peak ${(peak / 1e6).toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missed = printTable(await measure());
  if (missed.length) process.exitCode = 1;
}
