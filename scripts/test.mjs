// `npm test`: installs what a fresh machine lacks (npm packages, Debian's chromium, slapd and
// postgresql), then runs every check: unit and server tests and the server tests a second time on
// PostgreSQL with lint beside them, the story tests, the static Storybook build, and the e2e journeys.
// It ends with one line, `N passed, N failed`, and exits non-zero when anything failed.
// VIGIL_SKIP_POSTGRES=1 skips the PostgreSQL run (and its install) on a machine without apt.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureDependencies, ensurePostgres, ensureSlapd, root, run, startPostgres } from './lib.mjs';

const skipPostgres = process.env.VIGIL_SKIP_POSTGRES === '1';
const startedMs = Date.now();

await ensureDependencies();
await ensureChromium();
await ensureSlapd();
const postgresBin = skipPostgres ? undefined : await ensurePostgres();

const reports = `${root}/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {{ step: string, passed: number, failed: number, skipped: number }[]} */
const results = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Seconds since `startMs`, for the summary: each step says how long it took. */
const secondsSince = (startMs) => Math.round((Date.now() - startMs) / 1000);

/** A step that is one check: it passes when the command exits 0. */
async function check(step, command, args, passes = () => true) {
  console.log(`\n=== ${step} ===`);
  const startMs = Date.now();
  const code = await run(command, args);
  const ok = code === 0 && passes();
  results.push({ step, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: secondsSince(startMs) });
}

/**
 * The counts of a runner's report as the summary takes them: one failure when it wrote none, and
 * one when it exits non-zero with no failed test (a crash in a hook, say).
 */
function countsOf(code, counts) {
  if (!counts) return { passed: 0, failed: 1, skipped: 0 };
  return { ...counts, failed: counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0) };
}

/** A step that runs many tests: counted from its JSON report. */
async function suite(step, command, args, count, env = {}) {
  console.log(`\n=== ${step} ===`);
  const startMs = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const { passed, failed, skipped } = countsOf(code, count());
  results.push({ step, passed, failed, skipped, seconds: secondsSince(startMs) });
}


/** The names of the tests that failed, printed again in the summary where a CI log's tail shows them. */
const failures = [];

/** Counts of a vitest JSON report. */
function vitestCounts(path) {
  const report = readJson(path);
  if (!report) return null;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
      failures.push(`${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${reason}`);
    }
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

/** The arguments of one vitest run of the projects named, writing its JSON report to `report`. */
function vitestArgs(projects, report, extra = []) {
  // One retry: on a busy 2-core machine an embedded database can fail to start in time. A test that
  // fails twice fails the run. (The story screenshot that now and then never returned was a locator
  // that named the page by its live announcements: .storybook/vitest.setup.ts.) A retried story must
  // start afresh: story kits with recorders reset them in the story's beforeEach.
  const selected = projects.flatMap((project) => ['--project', project]);
  return ['vitest', 'run', ...selected, ...extra, '--retry=1', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

/** One vitest run of the projects named, counted from its JSON report `reports/<name>.json`. */
async function vitestSuite(step, name, projects, env = {}, extra = []) {
  const report = `${reports}/${name}.json`;
  await suite(step, 'npx', vitestArgs(projects, report, extra), () => vitestCounts(report), env);
}

/**
 * The files of `project` in `shards` vitest runs side by side (--shard=k/n), each with its own
 * server and browser: the story files spend much of their time waiting (module loading between
 * files, screenshots), which one run leaves the second core idle through. Each run's output goes
 * to `reports/<name>-k.log`, printed when all are done; the counts add up.
 */
async function vitestShards(step, name, project, shards) {
  console.log(`\n=== ${step} ===`);
  const startMs = Date.now();
  const runs = await Promise.all(
    Array.from({ length: shards }, async (_, index) => {
      const shard = `${index + 1}/${shards}`;
      const report = `${reports}/${name}-${index + 1}.json`;
      const log = `${reports}/${name}-${index + 1}.log`;
      const out = openSync(log, 'w');
      const code = await run('npx', vitestArgs([project], report, [`--shard=${shard}`]), {
        stdio: ['ignore', out, out],
        env: { ...process.env, VIGIL_VITE_CACHE_DIR: `${root}/node_modules/.vite/shard-${index + 1}` },
      });
      closeSync(out);
      return { shard, counts: countsOf(code, vitestCounts(report)), log };
    }),
  );
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const { shard, counts: shardCounts, log } of runs) {
    console.log(`\n--- shard ${shard} ---\n${readFileSync(log, 'utf8')}`);
    for (const key of Object.keys(counts)) counts[key] += shardCounts[key];
  }
  results.push({ step, ...counts, seconds: secondsSince(startMs) });
}

// Lint runs beside the unit and server tests and the PostgreSQL pass, from the start: beside the
// PostgreSQL pass alone it outlasted the pass by about three minutes, with a core mostly idle
// (ESLint works on one). Its output is printed after the PostgreSQL pass.
const lintLog = `${reports}/lint.log`;
const lint = (async () => {
  const startMs = Date.now();
  const out = openSync(lintLog, 'w');
  const code = await run('npm', ['run', 'lint', '--silent'], { stdio: ['ignore', out, out] });
  closeSync(out);
  return { code, seconds: secondsSince(startMs) };
})();

// Two workers: vitest takes one fewer than the cores (one, on a 2-core machine), and a lone worker
// left the second core mostly idle (447 -> 294 s).
await vitestSuite('unit and server tests (vitest)', 'vitest', ['unit', 'server'], {}, ['--maxWorkers=2']);

// The server suite again on a throwaway PostgreSQL cluster: the same SQL must run on both engines.
// Two workers (the pass alone took 152 s on one worker, 103 s on two). Lint beside the journeys
// instead was tried: they slowed by half, and the two together took longer.
const postgresStep = 'server tests on PostgreSQL (vitest)';
if (postgresBin) {
  let postgres;
  try {
    postgres = await startPostgres(postgresBin);
    await vitestSuite(postgresStep, 'vitest-postgres', ['server'], { VIGIL_TEST_DATABASE_URL: postgres.url }, ['--maxWorkers=2']);
  } catch (error) {
    console.error(`\n=== ${postgresStep} ===\n${error.message}`);
    results.push({ step: postgresStep, passed: 0, failed: 1, skipped: 0 });
  } finally {
    await postgres?.stop();
  }
} else {
  console.log(`\n=== ${postgresStep} ===\nskipped: VIGIL_SKIP_POSTGRES=1`);
}

const linted = await lint;
console.log(`\n=== lint (eslint, typecheck, openapi drift) ===\n${readFileSync(lintLog, 'utf8')}`);
results.push({ step: 'lint (eslint, typecheck, openapi drift)', passed: linted.code === 0 ? 1 : 0, failed: linted.code === 0 ? 0 : 1, skipped: 0, seconds: linted.seconds });

// The stories get the machine to themselves, in two shards side by side (about a quarter faster
// than one run on 2 cores).
await vitestShards('story tests in Chromium (vitest: play, axe, screenshots)', 'vitest-stories', 'storybook', 2);

await check('static Storybook build', 'npm', ['run', 'build-storybook', '--silent', '--', '--quiet'], () =>
  existsSync(`${root}/storybook-static/index.html`),
);

// The same stories go to Chromatic for review when a project token is set (never here: no internet).
if (process.env.CHROMATIC_PROJECT_TOKEN) {
  await check('Chromatic (the built Storybook)', 'npm', ['run', 'chromatic', '--silent', '--', '--storybook-build-dir', 'storybook-static']);
}

const e2eReport = `${reports}/e2e.json`;
await suite(
  'end-to-end journeys (playwright against npm start)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  () => {
    const report = readJson(e2eReport);
    const collect = (suites) => {
      for (const inner of suites ?? []) {
        collect(inner.suites);
        for (const spec of inner.specs ?? []) if (!spec.ok) failures.push(`${spec.file} › ${spec.title}`);
      }
    };
    collect(report?.suites);
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  },
  { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport },
);

const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log('\n=== summary ===');
for (const r of results) {
  const took = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
  console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${r.step}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${took}`);
}
for (const failure of failures) console.log(`  failed: ${failure}`);
const elapsed = secondsSince(startedMs);
console.log(`time: ${Math.floor(elapsed / 60)} min ${elapsed % 60} s, installs included`);
const skipped = total('skipped');
console.log(`${total('passed')} passed, ${total('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(total('failed') ? 1 : 0);
