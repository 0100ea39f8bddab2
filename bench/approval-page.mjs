// The campaign approval page (its real view, reducer and saga) with 10,000 pending selections in
// headless Chromium at 1x CPU: first render, Approve All to paint (Event Timing) and the frames
// while scrolling the virtual grid end to end.
// `node bench/approval-page.mjs [rows]` runs it alone (it builds its bench page first).
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { eventDuration, open, scrollFrames, serve } from './components.mjs';
import { launchChromium } from './lib/browser.mjs';
import { figure, median, printTable } from './lib/report.mjs';
import viteConfig from './pages/vite.config.mjs';

const SECTION = 'Campaign approval page';
const DIST = fileURLToPath(new URL('./pages/dist/approval/', import.meta.url));
const PAGE = fileURLToPath(new URL('./pages/approval.html', import.meta.url));
const RUNS = 3;
const round = (value) => Math.round(value);

export async function measure({ log = console.log, rows = 10_000 } = {}) {
  log('building the approval bench page');
  await build({ ...viteConfig, build: { ...viteConfig.build, outDir: DIST, rollupOptions: { input: { approval: PAGE } } } });
  const server = await serve(DIST);
  const browser = await launchChromium();
  const url = `${server.url}/approval.html?rows=${String(rows)}`;
  try {
    const firstRenders = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { at, close } = await open(browser, url, '__ready');
      firstRenders.push(at);
      await close();
    }
    log(`first render ${firstRenders.map(round).join(', ')} ms`);

    const approveAlls = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { page, close } = await open(browser, url, '__ready');
      const duration = await eventDuration(
        page,
        () => page.getByRole('button', { name: 'Approve All' }).click(),
        () => document.querySelectorAll('[data-action="approve"][aria-pressed="true"]').length > 3,
      );
      // No entry: under the observer's 16 ms floor.
      approveAlls.push(duration ?? 16);
      await close();
    }
    log(`Approve All ${approveAlls.map(round).join(', ')} ms`);

    const { page, close } = await open(browser, url, '__ready');
    const scroll = await scrollFrames(page, 240);
    await close();
    const longFrames = scroll.frames.filter((ms) => ms > 20);
    log(`scroll: ${scroll.frames.length} frames of ${round(scroll.stepPx)} px, last row reached: ${scroll.reachedEnd}`);

    return [
      figure(SECTION, `first render, ${rows.toLocaleString('en-US')} selections`, round(median(firstRenders)), 'ms', { max: 1000 }, `navigation start to the first painted rows; median of ${RUNS}`),
      figure(SECTION, 'Approve All to paint', round(median(approveAlls)), 'ms', { max: 100 }, `longest Event Timing entry of the click (16 ms when none); median of ${RUNS}`),
      figure(SECTION, 'frames over 20 ms while scrolling', scroll.reachedEnd ? longFrames.length : null, 'frames', { max: 0 },
        `${scroll.frames.length} frames, a step of ${round(scroll.stepPx)} px each (fresh rows every frame); longest ${round(Math.max(...scroll.frames))} ms`),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = Number(process.argv[2] ?? 10_000);
  printTable(await measure({ log: (text) => console.log(`  ${text}`), rows }));
}
