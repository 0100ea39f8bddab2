// The design system's heavy components in headless Chromium at 1x CPU: the virtualised DataTable
// with 100,000 rows (against a plain <table>), its interactions (Event Timing), and a 12-chart
// dashboard fed over HTTP (decimated against undecimated), the query builder with 50 rows, and
// 600 cards of styled components written the design system's way against static rules and plain elements.
// `node bench/components.mjs` runs it alone; `node bench/components.mjs builder` only the parts named.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium, newPage } from './lib/browser.mjs';
import { figure, median, printTable } from './lib/report.mjs';
import viteConfig from './pages/vite.config.mjs';

const DIST = fileURLToPath(new URL('./pages/dist/', import.meta.url));
const TABLE = 'Table, 100,000 rows';
const EVENTS = 'Interactions (Event Timing)';
const DASHBOARD = 'Dashboard, 12 charts';
const BUILDER = 'Query builder, 50 rows';
const STYLES = 'Styled components, 600 cards of 3 elements';
const BIG = 100_000;
const NOT_BUILT = 'on DataTable; the campaigns screen is not built yet';
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2' };

/** A deterministic pseudo-random walk of `count` values. */
function walk(count, seed, start = 500) {
  let state = seed;
  let value = start;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    value = Math.max(0, value + ((state / 2 ** 31) - 0.5) * 20);
    return Math.round(value * 10) / 10;
  });
}

const MINUTE_MS = 60_000;
const FROM = Date.UTC(2026, 0, 1);
const timeline = (name, count, seed) => ({ name, data: walk(count, seed).map((y, i) => ({ x: FROM + i * MINUTE_MS, y })) });
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The props of the dashboard's 12 charts, as the server would send them (the long ones 10,000–50,000 points). */
export function dashboardCharts() {
  return [
    { view: 'timeline', title: 'Open vulnerabilities', series: [timeline('Critical', 50_000, 1), timeline('High', 50_000, 2)] },
    { view: 'timeline', title: 'Assets seen', series: [timeline('Seen', 20_000, 3)] },
    { view: 'timeline', title: 'Adapter reports', series: [timeline('EDR', 10_000, 4), timeline('MDM', 10_000, 5), timeline('Cloud', 10_000, 6)] },
    {
      view: 'line',
      title: 'Risk by device',
      categories: Array.from({ length: 30_000 }, (_, i) => `device-${i}`),
      series: [{ name: 'Risk', data: walk(30_000, 7, 50) }],
    },
    {
      view: 'line',
      title: 'Logins per host',
      categories: Array.from({ length: 10_000 }, (_, i) => `host-${i}`),
      series: [{ name: 'Success', data: walk(10_000, 8) }, { name: 'Failure', data: walk(10_000, 9, 100) }],
    },
    {
      view: 'scatter_plot',
      title: 'Age against risk',
      xLabel: 'Age (days)',
      yLabel: 'Risk',
      series: [{ name: 'Devices', data: walk(10_000, 10, 50).map((y, i) => ({ x: (i * 7919) % 3650, y })) }],
    },
    { view: 'histogram', title: 'Assets per month', categories: months, series: [{ name: 'Assets', data: walk(12, 11) }] },
    { view: 'histogram', title: 'Top owners', horizontal: true, categories: ['alice', 'bruno', 'chen', 'dalia', 'emeka', 'fatima', 'goran', 'hana'], series: [{ name: 'Assets', data: walk(8, 12) }] },
    {
      view: 'stacked',
      title: 'Findings by severity',
      categories: months,
      series: ['Critical', 'High', 'Medium', 'Low'].map((name, i) => ({ name, data: walk(12, 13 + i, 100) })),
    },
    { view: 'pie', title: 'Operating systems', slices: ['Windows', 'macOS', 'Linux', 'Android', 'iOS', 'Other'].map((label, i) => ({ label, value: 100 + i * 37 })) },
    { view: 'pie', title: 'Asset status', slices: ['Active', 'Stale', 'Retired', 'Unknown'].map((label, i) => ({ label, value: 400 - i * 90 })) },
    {
      view: 'matrix',
      title: 'Findings by weekday and hour block',
      columns: ['00–04', '04–08', '08–12', '12–16', '16–20', '20–24', 'all'],
      rows: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((name, i) => ({ name, data: walk(7, 20 + i, 50) })),
    },
  ];
}

/** Serves the built pages and /series/<i>.json on loopback (the dashboards API is not served yet). */
/** Serves the built bench pages of `dir` (and the dashboard's series) on a loopback port. */
export async function serve(dir = DIST) {
  const series = dashboardCharts().map((chart) => JSON.stringify(chart));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const match = /^\/series\/(\d+)\.json$/.exec(path);
    if (match) {
      const body = series[Number(match[1])];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
      return;
    }
    const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Opens a bench page in a fresh context and waits for `flag` (a performance.now() time) to be set. */
export async function open(browser, url, flag, timeout = 180_000) {
  const page = await newPage(browser);
  await page.goto(url);
  await page.waitForFunction((name) => typeof window[name] === 'number', flag, { timeout, polling: 50 });
  const at = await page.evaluate((name) => window[name], flag);
  return { page, at, close: () => page.context().close() };
}

/** Used JS heap in MB after a full garbage collection. */
async function heapMb(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.detach();
  return page.evaluate(() => performance.memory.usedJSHeapSize / 2 ** 20);
}

const domNodes = (page) => page.evaluate(() => document.getElementsByTagName('*').length);

/**
 * Scrolls the table's own scroll box from top to bottom in `steps` steps, one per animation frame,
 * and returns the frame durations (rAF deltas) and whether the last row was reached.
 */
export function scrollFrames(page, steps, stopAtPx) {
  return page.evaluate(
    ([count, stop]) =>
      new Promise((resolve) => {
        const scroller = document.querySelector('[role="grid"]');
        const end = Math.min(stop ?? Infinity, scroller.scrollHeight - scroller.clientHeight);
        const frames = [];
        let step = 0;
        let last;
        const tick = (now) => {
          if (last !== undefined) frames.push(now - last);
          last = now;
          if (step > count) {
            const lastRow = document.querySelector(`[role="row"][aria-rowindex="${scroller.getAttribute('aria-rowcount')}"]`);
            resolve({ frames, reachedEnd: lastRow !== null, stepPx: end / count });
            return;
          }
          scroller.scrollTop = Math.round((end * step) / count);
          step += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    [steps, stopAtPx],
  );
}

/** Installs an Event Timing observer, runs `act`, waits for `settled`, and returns the longest matching entry in ms. */
export async function eventDuration(page, act, settled) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => {
      window.__events.push(...list.getEntries().map((e) => ({ name: e.name, duration: e.duration })));
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await act();
  await page.waitForFunction(settled, undefined, { timeout: 60_000 });
  // Entries are reported after the next paint; give them a few frames.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const entries = await page.evaluate(() => window.__events);
  const matching = entries.filter((e) => ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown'].includes(e.name));
  return matching.length ? Math.max(...matching.map((e) => e.duration)) : null;
}

async function measureTable(browser, url, log) {
  const figures = [];
  const tablePage = (rows, mode) => `${url}/table.html?rows=${rows}&mode=${mode}`;

  const virtualTimes = [];
  for (let run = 0; run < 3; run += 1) {
    const { at, close } = await open(browser, tablePage(BIG, 'virtual'), '__ready');
    virtualTimes.push(at);
    await close();
  }
  const virtual = median(virtualTimes);
  log(`virtual first render ${virtualTimes.map((t) => round(t, 0)).join(', ')} ms`);
  const plainRun = await open(browser, tablePage(BIG, 'plain'), '__ready');
  const plainNodes = await domNodes(plainRun.page);
  const plainHeap = await heapMb(plainRun.page);
  await plainRun.close();
  log(`plain first render ${round(plainRun.at, 0)} ms`);
  figures.push(
    figure(TABLE, 'first render, virtual DataTable', round(virtual, 0), 'ms', undefined, 'navigation start to the first painted frame; median of 3'),
    figure(TABLE, 'first render, plain <table>', round(plainRun.at, 0), 'ms', undefined, 'every row in the DOM; 1 run'),
    figure(TABLE, 'first render ratio plain / virtual', round(plainRun.at / virtual, 2), 'x'),
  );

  log('DOM nodes and heap');
  const small = await open(browser, tablePage(1000, 'virtual'), '__ready');
  const smallNodes = await domNodes(small.page);
  await small.close();

  const big = await open(browser, tablePage(BIG, 'virtual'), '__ready');
  const bigNodes = await domNodes(big.page);
  const virtualHeap = await heapMb(big.page);
  log('scrolling');
  // 120 steps, each into rows never rendered before, as a dragged scrollbar does.
  const fast = await scrollFrames(big.page, 120);
  const wheel = await scrollFrames(big.page, 300, 300 * 120);
  const overShare = (frames) => (100 * frames.filter((d) => d > 20).length) / frames.length;
  log(`scroll: ${fast.frames.length} frames of ${round(fast.stepPx, 0)} px, last row reached: ${fast.reachedEnd}`);
  figures.push(
    figure(TABLE, 'frames over 20 ms, scrolling end to end', fast.reachedEnd ? round(overShare(fast.frames), 2) : null, '%', { max: 2 },
      `${fast.frames.length} frames, one step of ${round(fast.stepPx, 0)} px each (fresh rows every frame, as when dragging the scrollbar); median frame ${round(median(fast.frames.slice(0, 12)), 0)} ms in the first tenth, ${round(median(fast.frames.slice(-12)), 0)} ms in the last`),
    figure(TABLE, 'frames over 20 ms, 120 px per frame', round(overShare(wheel.frames), 2), '%', undefined,
      `${wheel.frames.length} frames over the first 36,000 px (fast wheel speed); longest ${round(Math.max(...wheel.frames), 0)} ms`),
    figure(TABLE, 'DOM nodes, 1,000 rows', smallNodes, 'nodes'),
    figure(TABLE, 'DOM nodes, 100,000 rows', bigNodes, 'nodes', undefined, `plain <table>: ${plainNodes.toLocaleString('en-US')}`),
    figure(TABLE, 'DOM nodes, 100,000 minus 1,000 rows', bigNodes - smallNodes, 'nodes', { max: 0 }, 'the virtual table keeps only the rows in view'),
    figure(TABLE, 'JS heap after GC, virtual DataTable', round(virtualHeap), 'MB', undefined, 'performance.memory after HeapProfiler.collectGarbage'),
    figure(TABLE, 'JS heap after GC, plain <table>', round(plainHeap), 'MB'),
    figure(TABLE, 'JS heap ratio plain / virtual', round(plainHeap / virtualHeap, 2), 'x'),
  );

  log('interactions');
  // Interactions on a fresh page, scrolled to the top.
  await big.close();
  const table = await open(browser, tablePage(BIG, 'virtual'), '__ready');
  const sort = await eventDuration(
    table.page,
    () => table.page.getByRole('columnheader', { name: 'Name' }).click(),
    () => document.querySelector('[role="columnheader"][aria-sort="ascending"]') !== null,
  );
  const toggle = await eventDuration(
    table.page,
    () => table.page.getByRole('row').nth(3).getByRole('checkbox').click({ force: true }),
    () => document.querySelectorAll('[role="row"][aria-selected="true"]').length === 1,
  );
  await table.close();
  const tenK = await open(browser, tablePage(10_000, 'virtual'), '__ready');
  const selectAll = await eventDuration(
    tenK.page,
    () => tenK.page.getByRole('columnheader').first().getByRole('checkbox').click({ force: true }),
    () => [...document.querySelectorAll('[role="row"][aria-selected]')].every((row) => row.getAttribute('aria-selected') === 'true'),
  );
  await tenK.close();
  const eventNote = (extra) => `longest pointer/click event of a real click; ${extra}`;
  const under = (value) => (value === null ? 16 : round(value, 0));
  const underNote = (value) => (value === null ? '; no entry over the 16 ms threshold (shown as 16)' : '');
  figures.push(
    figure(EVENTS, 'sort 100,000 rows by name', under(sort), 'ms', { max: 100 }, eventNote('sorts the rows in JS and redraws the view') + underNote(sort)),
    figure(EVENTS, "toggle a row's checkbox (100,000 rows)", under(toggle), 'ms', { max: 100 }, eventNote(NOT_BUILT) + underNote(toggle)),
    figure(EVENTS, 'select all of 10,000 rows', under(selectAll), 'ms', { max: 100 }, eventNote(`the Approve All case ${NOT_BUILT}`) + underNote(selectAll)),
  );
  return figures;
}

/** The most points any line or scatter series draws: coordinates in line paths, markers per series. */
function pointsDrawn(page) {
  return page.evaluate(() => {
    let most = 0;
    for (const path of document.querySelectorAll('.apexcharts-line-series path.apexcharts-line')) {
      const numbers = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? [];
      most = Math.max(most, numbers.length / 2);
    }
    for (const series of document.querySelectorAll('.apexcharts-series-scatter')) {
      most = Math.max(most, series.querySelectorAll('.apexcharts-marker').length);
    }
    return most;
  });
}

async function measureDashboard(browser, url, log) {
  const times = [];
  let drawn = 0;
  for (let run = 0; run < 3; run += 1) {
    const { page, at, close } = await open(browser, `${url}/charts.html?mode=decimated`, '__chartsPainted', 60_000);
    times.push(at);
    if (run === 0) drawn = await pointsDrawn(page);
    await close();
  }
  const decimated = median(times);
  log(`dashboard painted ${times.map((t) => round(t, 0)).join(', ')} ms`);
  let undecimated = null;
  let undecimatedDrawn = 0;
  try {
    const run = await open(browser, `${url}/charts.html?mode=undecimated`, '__chartsPainted', 300_000);
    undecimated = run.at;
    undecimatedDrawn = await pointsDrawn(run.page);
    await run.close();
  } catch (error) {
    log(`undecimated dashboard: ${error.message.split('\n')[0]}`);
  }
  const served = 'the dashboards API is not served yet, so the bench serves each chart over HTTP (/series/<i>.json)';
  return [
    figure(DASHBOARD, 'every chart painted, decimated (the ui)', round(decimated, 0), 'ms', { max: 800 },
      `navigation start until all 12 SVGs hold their series; median of 3; ${served}; animations are off in the ui`),
    figure(DASHBOARD, 'every chart painted, undecimated', undecimated === null ? null : round(undecimated, 0), 'ms', undefined,
      undecimated === null ? 'did not finish within 5 minutes' : 'the long series drawn by react-apexcharts with every point; 1 run'),
    figure(DASHBOARD, 'paint ratio undecimated / decimated', undecimated === null ? null : round(undecimated / decimated, 1), 'x', undefined,
      'the ui has no in-view (lazy) mode, so decimation is the comparison'),
    figure(DASHBOARD, 'most points drawn in a series', drawn, 'points', { max: 1000 },
      `counted in the SVG (line path coordinates, scatter markers); the longest series has 50,000; undecimated draws ${undecimatedDrawn.toLocaleString('en-US')}`),
  ];
}

/** Builds the bench pages, serves them and measures the table and the dashboard at 1x CPU. */
/**
 * The query builder with 50 conditions: the longest interaction (Event Timing: input delay, the
 * handlers and the next paint) of adding a row with a click, and of each key typed into a value;
 * a frame blocked over 50 ms would show in it. Medians of 3 page loads.
 */
async function measureBuilder(browser, url, log) {
  const adds = [];
  const keys = [];
  for (let run = 0; run < 3; run += 1) {
    const { page, close } = await open(browser, `${url}/builder.html?rows=50`, '__ready');
    adds.push(
      await eventDuration(
        page,
        () => page.getByRole('button', { name: 'Add condition to the filter', exact: true }).click(),
        () => document.querySelectorAll('[role=group][aria-label^="condition "]').length > 50,
      ),
    );
    await page.getByRole('textbox', { name: 'Value of condition 2', exact: true }).focus();
    let longest = 0;
    for (const key of '-web-front') {
      const typed = await eventDuration(page, () => page.keyboard.press(key), () => true);
      longest = Math.max(longest, typed ?? 16);
    }
    keys.push(longest);
    log(`builder run ${run + 1}: add ${round(adds.at(-1) ?? 16, 0)} ms, longest key ${round(longest, 0)} ms`);
    await close();
  }
  const floor = (value) => value ?? 16;
  return [
    figure(BUILDER, 'add a condition (click)', floor(median(adds.map(floor))), 'ms', { max: 50 }, 'longest Event Timing entry of the click; the observer\'s floor is 16 ms; median of 3'),
    figure(BUILDER, 'type a value (longest of 10 keys)', median(keys), 'ms', { max: 50 }, 'longest keydown entry while typing 10 characters; median of 3'),
  ];
}

/**
 * What styled-components cost at render, and what static rules would save: the same 600 cards
 * whose rules read the theme through a function (as the design system writes them), with the
 * theme's values as CSS custom properties (static rules), and as plain elements with class names.
 * Medians of 5 page loads; no budget (it informs the choice of how to write the theme).
 */
async function measureStyles(browser, url, log) {
  const figures = [];
  for (const kind of ['themed', 'static', 'plain']) {
    const mounts = [];
    const renders = [];
    for (let run = 0; run < 5; run += 1) {
      const { page, close } = await open(browser, `${url}/styles.html?kind=${kind}`, '__ready');
      const result = await page.evaluate(() => window.__result);
      mounts.push(result.mount);
      renders.push(result.rerender);
      await close();
    }
    log(`${kind}: mount ${round(median(mounts), 1)} ms, render again ${round(median(renders), 1)} ms`);
    figures.push(
      figure(STYLES, `${kind}: mount`, median(mounts), 'ms', undefined, 'one synchronous render of 1,800 elements; median of 5'),
      figure(STYLES, `${kind}: render again`, median(renders), 'ms', undefined, 'mean of 10 renders of all of them with a changed prop; median of 5'),
    );
  }
  return figures;
}

/** `only`: the parts to measure (table, dashboard, builder, styles); all when empty. */
export async function measure({ log, only = [] }) {
  log('building the bench pages');
  await build(viteConfig);
  const server = await serve();
  const browser = await launchChromium();
  const parts = { table: measureTable, dashboard: measureDashboard, builder: measureBuilder, styles: measureStyles };
  try {
    const figures = [];
    for (const [name, part] of Object.entries(parts)) {
      if (only.length && !only.includes(name)) continue;
      log(name);
      figures.push(...(await part(browser, server.url, log)));
    }
    return figures;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printTable(await measure({ log: (text) => console.log(`  ${text}`), only: process.argv.slice(2) }));
}
