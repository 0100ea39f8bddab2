/*
 * PLACEHOLDER, to be replaced by the correlation helper's correlate.ts (same exports): it stages
 * the fetched records and has no correlation steps yet, so a run fetches and stages but changes
 * no assets.
 */
import type { Queryable } from '../db/index.js';
import type { FetchedRecord } from './adapters/types.js';

/** Keeps one batch of a connection's records for the run's correlation (the same source id again replaces the earlier). */
export async function stageRecords(db: Queryable, runId: string, connectionId: string, records: readonly FetchedRecord[]): Promise<void> {
  if (!records.length) return;
  await db.query(
    `insert into discovery_staging (run_id, connection_id, entity, source_id, name, fields)
     select $1, $2, r.entity, r.id, r.name, r.fields
       from jsonb_to_recordset($3::jsonb) as r(entity text, id text, name text, fields jsonb)
     on conflict (run_id, connection_id, entity, source_id) do update set name = excluded.name, fields = excluded.fields`,
    [runId, connectionId, JSON.stringify(records)],
  );
}

export const CORRELATION_STEPS: readonly {
  phase: 'Clean_Devices' | 'Pre_Correlation' | 'Run_Correlations' | 'Post_Correlation' | 'Save_Historical';
  run(tx: Queryable, scope: { runId: string; at: Date; fetched: string[] }): Promise<{ newAssets: { entity: string; ids: number[] }[] }>;
}[] = [];
