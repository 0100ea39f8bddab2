// Measures the sample-data load: `node bench/seed.mjs [devices] [--postgres URL]`.
// Seeds `devices` devices (default 10000; users, software and vulnerabilities follow, 2 assets per
// device) into a fresh embedded database in a temporary folder, or into a new database created
// on the PostgreSQL server at URL and dropped afterwards, and prints the time, rows per second
// and peak memory (resident set size of this process, which holds PGlite too).
// Needs the built server: `npm run build -w @vigil/server` (or `npx tsc -b`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../packages/server/dist/db/index.js';
import { seedIfEmpty } from '../packages/server/dist/seed/index.js';

const args = process.argv.slice(2);
const postgresAt = args.indexOf('--postgres');
const serverUrl = postgresAt >= 0 ? args[postgresAt + 1] : undefined;
const devices = Number(args.find((arg, i) => /^\d+$/.test(arg) && (postgresAt < 0 || i !== postgresAt + 1)) ?? 10_000);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

let cleanup;
let options;
if (serverUrl) {
  const name = `vigil_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  options = { url: url.toString() };
  cleanup = async () => {
    await admin.query(`drop database ${name}`);
    await admin.end();
  };
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-seed-'));
  options = { dataDir };
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

const db = await openDatabase(options);
await migrate(db);
const baseRss = process.memoryUsage().rss;
const started = performance.now();
const summary = await seedIfEmpty(db, { devices });
const seconds = (performance.now() - started) / 1000;
await db.close();
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
await cleanup();

const rows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
const mb = (bytes) => `${Math.round(bytes / 1_048_576)} MB`;
console.log(`engine: ${serverUrl ? 'PostgreSQL' : 'PGlite (folder)'}`);
console.log(`devices: ${devices}, assets: ${summary.rows.assets}, rows: ${rows}`);
for (const [table, n] of Object.entries(summary.rows)) console.log(`  ${table}: ${n}`);
console.log(`time: ${seconds.toFixed(1)} s (${Math.round(summary.rows.assets / seconds)} assets/s, ${Math.round(rows / seconds)} rows/s)`);
console.log(`memory: peak rss ${mb(peakRss)} (${mb(baseRss)} after opening the database)`);
