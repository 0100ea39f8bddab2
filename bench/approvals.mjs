// The approval page of one approver with 10,000 selections, on the embedded database: loading it
// (GET campaigns_external/{id}) and submitting every decision at once (POST campaigns_external,
// Approve All: one transaction, the decisions hash-chained into the evidence log).
// `node bench/approvals.mjs [--selections N] [--runs R]` runs it alone (build first: `npx tsc -b`).
// Environment (the run.mjs way): VIGIL_BENCH_SELECTIONS (default 10000), VIGIL_BENCH_RUNS (default 3).
// The server runs in this process (requests through Fastify's inject, no socket); each run is a new
// campaign over the same users, so every submit records all N decisions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { positive } from './lib/args.mjs';
import { inProcessServer, signInAdmin } from './lib/inProcess.mjs';
import { figure, median, printTable } from './lib/report.mjs';

const SECTION = 'Campaign approvals';
/** Roles per reviewed user: N selections are N / 4 users. */
const ROLES_PER_USER = 4;

export async function measure({ log = console.log } = {}) {
  const selections = positive('selections', 'VIGIL_BENCH_SELECTIONS', 10_000);
  const runs = positive('runs', 'VIGIL_BENCH_RUNS', 3);
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-approvals-'));
  const { migrate, openDatabase } = await import('../packages/server/dist/db/index.js');
  const { addReviewedUsers, insertDraftCampaign } = await import('../packages/server/dist/campaigns/testDrafts.js');

  const db = await openDatabase({ dataDir });
  const figures = [];
  let app;
  try {
    await migrate(db);
    let inject;
    ({ app, inject } = await inProcessServer(db));
    const cookie = await signInAdmin(inject);
    const [approver] = await db.query("select uuid::text as uuid from users where user_name = 'admin'");
    await addReviewedUsers(db, Math.ceil(selections / ROLES_PER_USER), ROLES_PER_USER);

    const loads = [];
    const submits = [];
    const submitCpu = [];
    for (let run = 0; run < runs; run++) {
      const id = await insertDraftCampaign(db, [{ uuid: approver.uuid, notify_method: 'email' }], { name: `Bench review ${run + 1}` });
      const scheduled = await inject({ method: 'POST', url: `/api/campaigns/${id}/schedule`, headers: { cookie }, payload: { start_date: new Date().toISOString() } });
      if (scheduled.statusCode !== 200) throw new Error(`schedule answered ${scheduled.statusCode}: ${scheduled.body}`);
      const [{ approval_id: approvalId }] = await db.query('select approval_id from campaign_approvers where campaign_id = $1', [id]);

      let started = performance.now();
      const page = await app.inject({ method: 'GET', url: `/api/campaigns_external/${approvalId}` });
      loads.push(performance.now() - started);
      if (page.statusCode !== 200) throw new Error(`the approval page answered ${page.statusCode}: ${page.body}`);
      const rows = page.json().data.attributes.custom_selections;
      const payload = { uuid: approvalId, selections: rows.map((row) => ({ uuid: row.uuid, action: 'approve' })) };

      started = performance.now();
      const cpu = process.cpuUsage();
      const submit = await inject({ method: 'POST', url: '/api/campaigns_external', payload });
      submits.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      submitCpu.push((used.user + used.system) / 1000);
      if (submit.statusCode !== 200) throw new Error(`the submit answered ${submit.statusCode}: ${submit.body}`);
      const recorded = submit.json().data.attributes.value.submitted;
      if (recorded !== rows.length) throw new Error(`${recorded} of ${rows.length} decisions recorded`);
      log(`  run ${run + 1}: ${rows.length.toLocaleString('en-US')} selections; page ${loads.at(-1).toFixed(0)} ms, submit ${submits.at(-1).toFixed(0)} ms (${submitCpu.at(-1).toFixed(0)} ms of CPU)`);
    }
    const n = selections.toLocaleString('en-US');
    figures.push(figure(SECTION, `embedded: approval page of ${n} selections, median`, median(loads), 'ms', undefined, `${runs} loads, one at a time`));
    figures.push(figure(SECTION, `embedded: submit of ${n} decisions, median`, median(submits), 'ms', { max: 2000 }, `${runs} submits (each a new campaign), one at a time`));
    // The database runs in this process: its CPU time is the submit's cost whatever else loads the machine.
    figures.push(figure(SECTION, `embedded: submit of ${n} decisions, CPU time, median`, median(submitCpu), 'ms', undefined, 'user + system of the process (server and database)'));
  } finally {
    await app?.close();
    if (!app) await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure();
  printTable(figures);
}
