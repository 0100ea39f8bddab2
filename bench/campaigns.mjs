// The campaign query preview (POST /campaigns/query) over the sample inventory (1,000,000 assets by
// default), on the embedded database: one request at a time, p50 and p95, for three previews: every
// user with directly granted entitlements, every user with rule-based entitlements and 5 exclusions,
// and a narrow predefined query (Admins without MFA). Each updates one draft (campaign_id), as the
// creation screen does while its inputs change.
// `node bench/campaigns.mjs [--assets N] [--runs R] [--data-dir DIR]` runs it alone (build first:
// `npx tsc -b`). Environment (the run.mjs way): VIGIL_BENCH_ASSETS (default 1000000, or
// VIGIL_BENCH_DEVICES x 2), VIGIL_BENCH_RUNS (requests per preview, default 20),
// VIGIL_BENCH_DATA_DIR (a database folder kept between runs, seeded when empty).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, positive } from './lib/args.mjs';
import { inProcessServer, signInAdmin } from './lib/inProcess.mjs';
import { figure, printTable, quantile } from './lib/report.mjs';

const SECTION = 'Campaigns';
/** Issue 19: query preview over 1,000,000 assets, p95 ≤ 1 s. */
const PREVIEW_P95_MS = 1000;

export async function measure({ log = console.log } = {}) {
  const devices = process.env['VIGIL_BENCH_DEVICES'];
  const assets = positive('assets', 'VIGIL_BENCH_ASSETS', devices ? Number(devices) * 2 : 1_000_000);
  const runs = positive('runs', 'VIGIL_BENCH_RUNS', 20);
  const keptDir = option('data-dir', 'VIGIL_BENCH_DATA_DIR', undefined);
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'vigil-bench-campaigns-'));
  const { migrate, openDatabase } = await import('../packages/server/dist/db/index.js');
  const { seedIfEmpty } = await import('../packages/server/dist/seed/index.js');

  const db = await openDatabase({ dataDir });
  const figures = [];
  let app;
  try {
    await migrate(db);
    log(`seeding ${assets.toLocaleString('en-US')} assets (when ${dataDir} holds none)...`);
    const seeded = await seedIfEmpty(db, { devices: Math.ceil(assets / 2) });
    if (seeded) log(`  seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
    const [{ n: stored }] = await db.query('select count(*)::int as n from assets');
    const [{ n: users }] = await db.query("select count(*)::int as n from assets where entity = 'users'");
    let inject;
    ({ app, inject } = await inProcessServer(db));
    const cookie = await signInAdmin(inject);

    const [me] = await db.query("select uuid::text as uuid from users where user_name = 'admin'");
    const [everyone] = await db.query(
      `insert into saved_queries (name, entity, filter, predefined, all_data_scopes) values ($1, 'users', $2, true, true) returning id::text as id`,
      [`Bench: every user ${new Date().toISOString()}`, JSON.stringify({ operator: 'and', conditions: [], groups: [] })],
    );
    const [narrow] = await db.query("select id::text as id from saved_queries where name = 'Admins without MFA' and predefined");
    if (!narrow) throw new Error('the sample has no predefined query "Admins without MFA"');
    const excluded = [
      { name: 'Everyone', type: 'group' },
      { name: 'Slack', type: 'application' },
      { name: 'owner', type: 'role' },
      { name: 'View All Data', type: 'permission_set' },
      { name: 'AdministratorAccess', type: 'iam_role' },
    ];
    const previews = [
      ['every user, direct entitlements', { query_id: everyone.id, enable_rule_base_entitlements: false, excluded_entitlements: [] }],
      ['every user, rule-based too, 5 excluded', { query_id: everyone.id, enable_rule_base_entitlements: true, excluded_entitlements: excluded }],
      ['Admins without MFA, direct entitlements', { query_id: narrow.id, enable_rule_base_entitlements: false, excluded_entitlements: [] }],
    ];

    let campaignId;
    const post = async (body) => {
      const started = performance.now();
      const reply = await inject({
        method: 'POST',
        url: '/api/campaigns/query',
        headers: { cookie },
        payload: { ...body, approvers: [{ id: me.uuid, notify_method: 'email' }], ...(campaignId && { campaign_id: campaignId }) },
      });
      const ms = performance.now() - started;
      if (reply.statusCode !== 200) throw new Error(`campaigns/query answered ${reply.statusCode}: ${reply.body}`);
      const value = reply.json().data.attributes.value;
      campaignId = value.campaign_id;
      return { ms, value };
    };

    log(`${stored.toLocaleString('en-US')} assets, ${users.toLocaleString('en-US')} users; ${runs} previews each, one at a time...`);
    for (const [name, body] of previews) {
      await post(body);
      const { value } = await post(body);
      const latencies = [];
      for (let i = 0; i < runs; i++) latencies.push((await post(body)).ms);
      const note = `${stored.toLocaleString('en-US')} assets; ${value.query_preview.asset_count.toLocaleString('en-US')} users, ${value.entitlements_list.length} entitlements, ${value.query_preview.applications.length} applications`;
      figures.push(figure(SECTION, `embedded: preview, ${name}, p50`, quantile(latencies, 0.5), 'ms', undefined, note));
      figures.push(figure(SECTION, `embedded: preview, ${name}, p95`, quantile(latencies, 0.95), 'ms', { max: PREVIEW_P95_MS }, `${runs} requests after 2 unmeasured`));
      log(`  ${name}: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms (${note})`);
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
