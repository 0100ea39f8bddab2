import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/index.js';

/** Does one kind of stored work inside the job's transaction; the job is done when it resolves. */
export type JobWork = (tx: Queryable, payload: never) => Promise<void>;

/** How long an instance holds a job it runs; after that another instance may take it over. */
export const JOB_LEASE_S = 5 * 60;
/** Tries before a job is marked failed. */
export const JOB_MAX_ATTEMPTS = 3;

export interface JobRunner {
  /** Stores a job and has it run at once, in the background; returns its id. */
  enqueue(kind: string, payload: object, createdBy: string | null): Promise<string>;
  /** Runs the stored jobs nobody runs: pending ones and those whose instance died (lease over). */
  kick(): void;
  /** Stops taking jobs and waits for the one running. */
  stop(): Promise<void>;
}

interface JobRow {
  id: string;
  kind: string;
  payload: never;
}

/**
 * Background work kept in the `jobs` table, so that nothing that matters lives only in memory:
 * each job runs in one transaction (all or nothing), and a job left by an instance that stopped
 * is taken over when its lease ends, here at the next start or the next kick.
 */
export function createJobRunner(db: Database, work: Readonly<Record<string, JobWork>>, onError: (error: unknown) => void): JobRunner {
  let running: Promise<void> | undefined;
  let wanted = false;
  let stopped = false;

  const claim = async () =>
    (
      await db.query<JobRow>(
        `update jobs set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
          where id = (select id from jobs
                       where status = 'pending' or (status = 'running' and locked_until < now())
                       order by created_at limit 1 for update skip locked)
          returning id, kind, payload`,
        [JOB_LEASE_S],
      )
    )[0];

  const run = async (job: JobRow) => {
    try {
      const doWork = work[job.kind];
      if (!doWork) throw new Error(`no work is registered for jobs of kind "${job.kind}"`);
      await db.transaction(async (tx) => {
        await doWork(tx, job.payload);
        await tx.query("update jobs set status = 'done', finished_at = now(), locked_until = null where id = $1", [job.id]);
      });
    } catch (error) {
      onError(error);
      await db.query(
        `update jobs set last_error = $3, locked_until = null,
                status = case when attempts >= $2 then 'failed' else 'pending' end,
                finished_at = case when attempts >= $2 then now() end
          where id = $1`,
        [job.id, JOB_MAX_ATTEMPTS, String(error)],
      );
    }
  };

  const kick = () => {
    if (stopped) return;
    wanted = true;
    if (running) return;
    running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        // `stopped` changes while awaiting: read it through a call, not a narrowed variable.
        const active = () => !stopped;
        while (wanted && active()) {
          wanted = false;
          for (let job = await claim(); job && active(); job = await claim()) await run(job);
        }
      })
      .catch(onError)
      .finally(() => {
        running = undefined;
        if (wanted) kick();
      });
  };

  return {
    async enqueue(kind, payload, createdBy) {
      const [row] = await db.query<{ id: string }>('insert into jobs (kind, payload, created_by) values ($1, $2, $3) returning id', [
        kind,
        JSON.stringify(payload),
        createdBy,
      ]);
      if (!row) throw new Error('the job was not stored');
      kick();
      return row.id;
    },
    kick,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** A runner for the server: it resumes stored jobs once the server is ready and finishes the running one before closing. */
export function startJobRunner(app: FastifyInstance, db: Database, work: Readonly<Record<string, JobWork>>): JobRunner {
  const runner = createJobRunner(db, work, (error) => {
    app.log.error(error, 'background job failed');
  });
  app.addHook('onReady', async () => {
    runner.kick();
  });
  app.addHook('preClose', () => runner.stop());
  return runner;
}
