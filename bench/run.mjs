// `npm run bench`: builds the console and the server, then measures them in headless Debian
// Chromium and on loopback, printing each figure next to its budget and writing
// bench/results.json. It exits 1 when a figure misses its budget. Not part of `npm test`.
//
// Each part is a module whose `measure(context)` resolves to a list of figures (lib/report.mjs):
//   console.mjs     the built console against the reference server: bundle bytes per route,
//                   page-load vitals at 1x and 4x CPU, interaction latency (Event Timing);
//   components.mjs  bench pages built from the design system: the 100,000-row table and the
//                   12-chart dashboard, each against its plain or eager counterpart;
//   api.mjs         the reference server with a million assets: requests per second and latency;
//   queries.mjs     the query engine with a million assets: count latencies, one request at a time;
//   assets.mjs      the assets area with a million assets: list, detail and investigation latency
//                   and throughput, and a streamed CSV export's rate and memory;
//   dashboards.mjs  chart data of a 12-chart dashboard with a million assets: the first (computed)
//                   request, the cached refetch, and each chart computed alone; then the built
//                   console in Chromium: every chart painted at 1x and 4x CPU (a first visit, a
//                   move inside the console and a return visit), and a chart dragged;
//   approval-page.mjs  the campaign approval page with 10,000 selections: first render, Approve
//                   All to paint (Event Timing), frames over 20 ms while scrolling.
//   campaigns.mjs   the campaign query preview with a million assets: p50 and p95, one at a time.
//   discovery.mjs   100,000 devices (csv adapter) and 60,000 users (LDAP adapter, slapd) fetched and correlated into an empty database, and the same run again.
// `node bench/run.mjs console components` runs only the parts named.
import { mustRun, ensureChromium, ensureDependencies, root } from '../scripts/lib.mjs';
import { printTable, writeResults } from './lib/report.mjs';

const PARTS = ['console', 'components', 'api', 'queries', 'assets', 'dashboards', 'approval-page', 'campaigns', 'approvals', 'discovery'];
const chosen = process.argv.slice(2).filter((arg) => PARTS.includes(arg));
const parts = chosen.length ? chosen : PARTS;

await ensureDependencies();
await ensureChromium();
await mustRun('npm', ['run', 'build', '--silent']);

const figures = [];
for (const part of parts) {
  console.log(`\n=== ${part} ===`);
  const { measure } = await import(`./${part}.mjs`);
  figures.push(...(await measure({ log: (text) => console.log(`  ${text}`) })));
}

const missed = printTable(figures);
writeResults(`${root}/bench/results.json`, figures);
console.log(`\nWritten to bench/results.json.`);
if (missed.length) {
  console.log(`\n${missed.length} figure(s) over budget:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('Every figure is within its budget.');
