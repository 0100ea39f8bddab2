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
// Then, when the console is built (`npm run build`), the server listens on loopback with it and
// headless Chromium opens the dashboard: every chart painted at 1x and 4x CPU (its data cached), as
// a first visit, moved to inside the console and as a return visit, and the frames while a chart is
// dragged across the grid by its handle.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, positive } from './lib/args.mjs';
import { launchChromium, launchWithProfile, newPage, throttleCpu } from './lib/browser.mjs';
import { inProcessServer, signInAdmin } from './lib/inProcess.mjs';
import { figure, median, printTable } from './lib/report.mjs';
import { signIn, skipOnboarding } from './lib/session.mjs';

const SECTION = 'Dashboards';
const CONSOLE_DIR = fileURLToPath(new URL('../packages/app/dist', import.meta.url));
/** The views ApexCharts draws: such a chart is painted once its SVG holds the plot. */
const APEX_VIEWS = new Set(['histogram', 'adapter_histogram', 'pie', 'line', 'matrix']);
/** Tall enough for the 12 charts (six rows of two) to be in view at once, so that each is drawn. */
const TALL_VIEWPORT = { width: 1440, height: 3200 };
/** Page loads per CPU rate; the figure is their median. */
const PAINT_RUNS = 3;
/** Pointer moves of the drag, one per frame. */
const DRAG_STEPS = 60;

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

/** In the page: the cards shown, those still loading, the ApexCharts plots drawn and the table charts' rows (header included). */
function chartsState() {
  if (!window.__loaf) {
    window.__loaf = [];
    new PerformanceObserver((list) => window.__loaf.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  }
  const shown = [...document.querySelectorAll('article')];
  const state = {
    cards: shown.length,
    loading: shown.filter((card) => card.textContent.includes('Loading ')).length,
    apex: document.querySelectorAll('.apexcharts-canvas .apexcharts-graphical').length,
    rows: document.querySelectorAll('article [role="row"]').length,
  };
  // How the page got there: each change of the counts, with its time.
  const key = JSON.stringify(state);
  if (window.__lastState !== key) {
    window.__lastState = key;
    (window.__progress ??= []).push(`${Math.round(performance.now())}:${state.cards}/${state.loading}/${state.apex}/${state.rows}`);
  }
  return state;
}

/**
 * Waits until every chart of the page is painted: no card still loading, each ApexCharts view's
 * plot drawn, the table charts' rows shown. Returns the page's clock (ms from navigation start).
 */
async function paintedAt(page, layout) {
  const expected = {
    cards: layout.length,
    apex: layout.filter((chart) => APEX_VIEWS.has(chart.view)).length,
    tables: layout.filter((chart) => chart.view === 'table').length,
  };
  try {
    await page.waitForFunction(
      ({ cards, apex, tables }) => {
        const now = window.__chartsState();
        if (now.cards < cards || now.loading > 0 || now.apex < apex || now.rows < 2 * tables) return false;
        window.__paintedAt ??= performance.now();
        return true;
      },
      expected,
      { polling: 'raf', timeout: 60_000 },
    );
  } catch (error) {
    await page.screenshot({ path: 'bench/dashboard-paint-failed.png' });
    throw new Error(`the charts were not all painted (bench/dashboard-paint-failed.png): ${JSON.stringify(await page.evaluate(chartsState))}, expected ${JSON.stringify(expected)}`, { cause: error });
  }
  return page.evaluate(() => window.__paintedAt);
}

/** The long animation frames' blocking time (each frame's part over 50 ms) of the frames that started from `from` to `until`. */
async function blockingBetween(page, from, until) {
  // A frame is reported once it has ended, and to the observer a little later.
  await page.waitForTimeout(500);
  return page.evaluate(
    ([start, end]) => (window.__loaf ?? []).filter((entry) => entry.startTime >= start && entry.startTime < end).reduce((sum, entry) => sum + entry.blockingDuration, 0),
    [from, until],
  );
}

/** Where a page load's time went: when the main requests ended, and the long animation frames' blocking time. */
function timeline(page) {
  return page.evaluate(() => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/api\/(me|dashboard)|chart_data|\/assets\/(index|Dashboard|apexLibrary|AppLayout|ChartTable|DataTable|RichText)-.*js$/.test(entry.name))
      .map((entry) => `${entry.name.replace(/^.*\/(api|assets)\//, '').replace(/-[\w-]{8}\.js$/, '').slice(0, 40)} ${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)}`);
    const frames = (window.__loaf ?? []).map((entry) => `${Math.round(entry.startTime)}+${Math.round(entry.duration)}`);
    return `${ends.join(', ')}; painted ${Math.round(window.__paintedAt)}; long frames ${frames.join(' ')}; cards/loading/apex/rows ${(window.__progress ?? []).join(' ')}`;
  });
}

/** The frame durations (rAF deltas) while the pointer drags a chart by its move handle, one move per frame. */
async function dragFrames(page, chartName) {
  const handle = page.getByRole('button', { name: `Move ${chartName}`, exact: true });
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no move handle for ${chartName}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.evaluate(() => {
    window.__frames = [];
    let last;
    const tick = (now) => {
      if (last !== undefined) window.__frames.push(now - last);
      last = now;
      if (!window.__stopFrames) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.down();
  // Across to the right column and down two rows, and back.
  for (let step = 1; step <= DRAG_STEPS; step++) {
    const t = step <= DRAG_STEPS / 2 ? step / (DRAG_STEPS / 2) : (DRAG_STEPS - step) / (DRAG_STEPS / 2);
    await page.mouse.move(x + 600 * t, y + 500 * t);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
  }
  await page.mouse.up();
  return page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames;
  });
}

/** The ways of reaching the dashboard measured: VIGIL_BENCH_VISITS, a comma list of first, in-app and return (all by default). */
const VISITS = (process.env['VIGIL_BENCH_VISITS'] ?? 'first,in-app,return').split(',').map((visit) => visit.trim()).filter((visit) => ['first', 'in-app', 'return'].includes(visit));

/** What a trace records (VIGIL_BENCH_TRACE): DevTools' timeline with the scripts' call stacks, and V8's compiling. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading'];

/** Loads of the dashboard before a return visit is measured: V8 keeps a script's compiled code from its third load on. */
const PRIMING_LOADS = 2;

/** `page` signed in, sized to hold every chart, its CPU slowed `rate` times, with the paint probe and the HTTP cache on or off. */
async function dashboardPage(page, address, rate, cached) {
  await signIn(page, address);
  await page.setViewportSize(TALL_VIEWPORT);
  // Given to the page as an init script: the console's policy refuses code evaluated from text.
  await page.addInitScript(`window.__chartsState = ${chartsState}`);
  const cdp = await throttleCpu(page, rate);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cached });
  return page;
}

/** Opens the dashboard afresh (from a blank page): when every chart was painted, and the blocking time until then. */
async function loadDashboard(page, address, spaceUuid, layout, log) {
  await page.goto('about:blank');
  await page.goto(`${address}/dashboard/${spaceUuid}`);
  const painted = await paintedAt(page, layout);
  if (process.env['VIGIL_BENCH_VERBOSE']) log(`    ${await timeline(page)}`);
  return { painted, blocking: await blockingBetween(page, 0, painted) };
}

/**
 * Moves to the dashboard inside the console, as its links do, from the devices list (loaded, and
 * the dashboard's code with it once idle): from the move to every chart painted, and the blocking
 * time in between.
 */
async function openDashboardInApp(page, address, spaceUuid, layout, log) {
  await page.goto(`${address}/assets/devices`);
  await page.getByRole('row').nth(1).waitFor();
  // As for a user who has looked at the list a moment: the console has loaded the dashboard's code
  // and ApexCharts once idle, and warmed ApexCharts up (layout/idlePreload.ts; the mark is
  // ApexChartView's).
  await page.waitForFunction(() => performance.getEntriesByName('vigil:charts-warm').length > 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate((path) => {
    const now = performance.now();
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return now;
  }, `/dashboard/${spaceUuid}`);
  const painted = await paintedAt(page, layout);
  if (process.env['VIGIL_BENCH_VERBOSE']) log(`    ${await timeline(page)}`);
  return { painted: painted - started, blocking: await blockingBetween(page, started, painted) };
}

/**
 * PAINT_RUNS loads of the dashboard at `rate` x CPU. A first visit: a fresh private context for
 * each, the cache off (`afterFirst` gets the first load's page). An in-app visit: the same, moving
 * to the dashboard from another area. A return visit: one browser with a profile on disk (a private
 * context keeps no compiled code), the cache on, primed by unmeasured loads.
 */
async function paintLoads({ browser, address, spaceUuid, layout, log }, visit, rate, afterFirst) {
  const loads = [];
  if (visit !== 'return') {
    for (let run = 0; run < PAINT_RUNS; run++) {
      const page = await dashboardPage(await newPage(browser), address, rate, false);
      const open = visit === 'first' ? loadDashboard : openDashboardInApp;
      // VIGIL_BENCH_TRACE=DIR: the first load of each visit and rate as a Chromium trace, for DevTools' Performance panel.
      const traceDir = process.env['VIGIL_BENCH_TRACE'];
      const tracing = traceDir !== undefined && run === 0;
      if (tracing) await browser.startTracing(page, { path: join(traceDir, `${visit}-${rate}x.json`), categories: TRACE_CATEGORIES });
      loads.push(await open(page, address, spaceUuid, layout, log));
      if (tracing) await browser.stopTracing();
      if (run === 0) await afterFirst?.(page);
      await page.context().close();
    }
    return loads;
  }
  const profile = mkdtempSync(join(tmpdir(), 'vigil-bench-profile-'));
  const context = await launchWithProfile(profile);
  try {
    const page = await dashboardPage(context.pages()[0] ?? (await context.newPage()), address, rate, true);
    for (let load = 0; load < PRIMING_LOADS + PAINT_RUNS; load++) {
      const measured = await loadDashboard(page, address, spaceUuid, layout, log);
      if (load >= PRIMING_LOADS) loads.push(measured);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return loads;
}

/**
 * The console on loopback over this database: the dashboard painted at 1x and 4x CPU, as a first
 * visit (its scripts not cached: downloaded, parsed and compiled), moved to from another area of
 * the console, and as a return visit (the HTTP cache and V8's code cache warm, as for a user whose
 * home it is), and a drag.
 */
async function measureInBrowser(app, spaceUuid, layout, log) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  const figures = [];
  const drag = async (page) => {
    const frames = await dragFrames(page, layout[0].name);
    const over = frames.filter((ms) => ms > 20);
    log(`  drag: ${frames.length} frames, ${over.length} over 20 ms, longest ${Math.max(...frames).toFixed(0)} ms`);
    if (process.env['VIGIL_BENCH_VERBOSE']) log(`    long frames (index: ms): ${frames.flatMap((ms, i) => (ms > 20 ? [`${i}: ${Math.round(ms)}`] : [])).join(', ')}`);
    figures.push(
      figure(SECTION, 'browser: frames over 20 ms while dragging a chart', over.length, 'frames', { max: 0 },
        `${frames.length} frames, the pointer moved once per frame by its handle across the grid and back, 12 charts drawn; longest ${Math.max(...frames).toFixed(0)} ms`),
    );
  };
  try {
    await skipOnboarding(browser, address);
    for (const visit of VISITS) {
      for (const rate of [1, 4]) {
        const afterFirst = visit === 'first' && rate === 1 ? drag : undefined;
        const loads = await paintLoads({ browser, address, spaceUuid, layout, log }, visit, rate, afterFirst);
        const times = loads.map((load) => load.painted);
        const blocking = loads.map((load) => load.blocking);
        log(`  ${visit} visit, painted at ${rate}x CPU: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; blocking time until then: ${blocking.map((ms) => ms.toFixed(0)).join(', ')} ms`);
        const from = {
          first: "navigation start (signed in, the dashboard's scripts not cached",
          'in-app': "the move from the devices list inside the console (the dashboard's scripts loaded there once idle, not cached",
          return: `navigation start (signed in, its scripts cached and compiled, after ${PRIMING_LOADS} loads`,
        }[visit];
        figures.push(
          figure(SECTION, `browser: every chart painted, ${visit} visit, ${rate}x CPU, median of ${PAINT_RUNS}`, median(times), 'ms', { max: rate === 1 ? 800 : 2000 },
            `${from}, chart data cached by the server) to the frame with all 12 charts drawn`),
          figure(SECTION, `browser: blocking time until then, ${visit} visit, ${rate}x CPU, median of ${PAINT_RUNS}`, median(blocking), 'ms', undefined,
            'the long animation frames\' time over 50 ms each: how long a click or a key waited at worst, summed'),
        );
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
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
    ({ app, inject } = await inProcessServer(db, existsSync(`${CONSOLE_DIR}/index.html`) ? { consoleDir: CONSOLE_DIR } : {}));
    const cookie = await signInAdmin(inject);

    const [me] = await db.query("select uuid::text as uuid, role_id::text as role_id from users where user_name = 'admin'");
    const caller = { ...me, permissions: {}, user_name: 'admin', impersonator_uuid: null, data_scope_id: null, tenant_id: null };
    const ids = new Map((await db.query('select id::text as id, name from saved_queries where predefined')).map((row) => [row.name, row.id]));
    const q = (name) => {
      const id = ids.get(name);
      if (!id) throw new Error(`the sample has no predefined query "${name}"`);
      return { query_id: id };
    };
    // Two charts a row (each 6 columns by 7 rows), as a user lays a dashboard out.
    const layout = charts(q).map((chart, i) => ({ ...chart, layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 7, w: 6, h: 7 } }));
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

    try {
      if (existsSync(`${CONSOLE_DIR}/index.html`)) figures.push(...(await measureInBrowser(app, space.uuid, layout, log)));
      else log('  the console is not built (npm run build): no paint or drag figures');
    } finally {
      // A kept folder stays as it was: each run's dashboard would otherwise join the spaces every later load lists.
      await inject({ method: 'DELETE', url: `/api/dashboard/${space.uuid}`, headers: { cookie } });
    }
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
