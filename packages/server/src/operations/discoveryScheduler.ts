import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import type { DiscoveryControl } from '../routes/discovery.js';
import { nextScheduledRunTime } from './schedule.js';

/** How often the scheduler looks whether a discovery run is due (every minute, on the minute). */
export const DISCOVERY_SCHEDULE_CHECK_PATTERN = '* * * * *';

export interface DiscoveryScheduler {
  /** Starts a scheduled run when one is due and none runs; true when it started one. */
  runDue(): Promise<boolean>;
  /** Takes no more runs and waits for the check running. */
  stop(): Promise<void>;
}

/**
 * Starts discovery runs on the schedule of the Scheduler tab, as the top bar's start does (with
 * trigger `scheduled`). It keeps no state: what is due follows from the config and the runs, and
 * the one-active-run index lets one instance of several start it.
 */
export function createDiscoveryScheduler(db: Database, control: DiscoveryControl, now: () => Date = () => new Date()): DiscoveryScheduler {
  let last: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const work = async (): Promise<boolean> => {
    await control.settle();
    const at = now();
    const next = await nextScheduledRunTime(db, at);
    return next !== null && new Date(next) <= at && control.start('scheduled', null);
  };
  return {
    runDue() {
      if (stopped) return Promise.resolve(false);
      const run = last.then(work, work);
      last = run.catch(() => undefined);
      return run;
    },
    async stop() {
      stopped = true;
      await last;
    },
  };
}

/** The server's discovery scheduler: a croner job every minute once the server is ready, stopped before it closes. */
export function startDiscoveryScheduler(app: FastifyInstance, db: Database, control: DiscoveryControl): DiscoveryScheduler {
  const scheduler = createDiscoveryScheduler(db, control);
  const job = new Cron(DISCOVERY_SCHEDULE_CHECK_PATTERN, { paused: true, protect: true }, () => {
    scheduler.runDue().catch((error: unknown) => {
      app.log.error(error, 'discovery scheduler');
    });
  });
  app.addHook('onReady', async () => {
    job.resume();
  });
  app.addHook('preClose', async () => {
    job.stop();
    await scheduler.stop();
  });
  return scheduler;
}
