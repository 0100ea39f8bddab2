import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleSource, SAMPLE_CONNECTIONS } from './discovery.mjs';
const { migrate, openDatabase } = await import('../packages/server/dist/db/index.js');
const { CORRELATION_STEPS, stageRecords } = await import('../packages/server/dist/discovery/correlate.js');
const devices = Number(process.env.D ?? 20000), users = Number(process.env.U ?? 12000);
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const db = await openDatabase({ dataDir });
await migrate(db);
const ids = [];
for (const [adapter, label] of SAMPLE_CONNECTIONS) ids.push((await db.query('insert into adapter_connections (adapter, label) values ($1, $2) returning id::text as id', [adapter, label]))[0].id);
const times = new Map();
const timed = (q) => async (sql, params) => { const t = performance.now(); try { if (/^\s*(update assets a set fields = m|insert into search_terms|update discovery_staging s set asset_id = coalesce)/.test(sql)) { const r = await q('explain (analyze, costs off) ' + sql, params); console.log(r.map((x) => x['QUERY PLAN']).join('\n')); return []; } return await q(sql, params); } finally { const k = sql.replace(/\s+/g, ' ').slice(0, 90); times.set(k, (times.get(k) ?? 0) + performance.now() - t); } };
for (const pass of [1, 2]) {
  times.clear();
  const at = new Date();
  const [{ id: runId }] = await db.query("insert into discovery_runs (status, trigger, started_at) values ('running', 'manual', $1) returning id::text as id", [at]);
  const t0 = performance.now();
  const q = timed((s, p) => db.query(s, p));
  for await (const [c, batch] of sampleSource({ devices, users })) await stageRecords({ query: q }, runId, ids[c], batch);
  for (const step of CORRELATION_STEPS) {
    const t = performance.now();
    await db.transaction((tx) => step.run({ ...tx, query: timed((s, p) => tx.query(s, p)), exec: (s) => tx.exec(s) }, { runId, at, fetched: ids }));
    console.log(step.phase, (performance.now() - t).toFixed(0));
  }
  await db.query('delete from discovery_staging where run_id = $1', [runId]);
  await db.query("update discovery_runs set status = 'done', outcome = 'completed', finished_at = now() where id = $1", [runId]);
  console.log('pass', pass, 'total', (performance.now() - t0).toFixed(0), 'events', (await db.query('select count(*)::int n from asset_events'))[0].n, 'assets', (await db.query('select count(*)::int n from assets'))[0].n);
  for (const [k, v] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(v.toFixed(0).padStart(7), k);
}
await db.close(); rmSync(dataDir, { recursive: true, force: true });
