import { it } from 'vitest';
import { openDatabase, migrate } from './db/index.js';
import { seedIfEmpty } from './seed/index.js';

it('exp', async () => {
  const db = await openDatabase();
  await migrate(db);
  await seedIfEmpty(db, { devices: Number(process.env.N ?? 5000), now: new Date('2026-03-01T12:00:00Z') });
  console.log(await db.query("select lower($$ÉCOLE Ü$$) l, datcollate, datctype from pg_database where datname = current_database()"));
  const p = 'garcia%';
  const br = (e: string, c: number) => `select t.asset_id, ${c}::smallint as class, t.term from search_terms t where t.entity = '${e}' and t.class = ${c} and t.term like lower($1)
     and not exists (select 1 from search_terms d where d.asset_id = t.asset_id and d.term like lower($1) and (d.class < ${c} or (d.class = ${c} and d.term < t.term)))`;
  const branches = ['devices','software','users','vulnerabilities'].flatMap(e => [0,1,2].map(c => br(e,c))).join(' union all ');
  const sql = `explain analyze select a.id::text as id, a.entity, a.name, a.fields, a.last_seen from (${branches}) m join assets a on a.id = m.asset_id where true order by m.class, m.term, m.asset_id limit 201 offset 0`;
  for (let i = 0; i < 3; i++) { const t = performance.now(); await db.query(sql.replace('explain analyze ', ''), [p]); console.log('page ms', performance.now() - t); }
  console.log((await db.query<{ 'QUERY PLAN': string }>(sql, [p])).map(r => r['QUERY PLAN']).join('\n'));
  const cnt = `select ${['devices','software','users','vulnerabilities'].map(e => `(select count(*) from (select 1 from (${[0,1,2].map(c=>br(e,c)).join(' union all ')}) m limit 1000) x)`).join(', ')}`;
  for (let i = 0; i < 3; i++) { const t = performance.now(); console.log(await db.query(cnt, [p])); console.log('count ms', performance.now() - t); }
}, 600000);
