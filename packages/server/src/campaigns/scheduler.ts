import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.js';
import { endDueCampaigns, sendDueMails, startDueCampaigns } from './lifecycle.js';

/** How often the scheduler looks for due work (every minute, on the minute). */
export const CAMPAIGN_SCHEDULE_PATTERN = '* * * * *';

/** What one run did. */
export interface DueWork {
  started: number;
  ended: number;
  invited: number;
  reminded: number;
}

export interface CampaignScheduler {
  /** Runs what is due now: starts, ends, invitations, reminders. Runs of one instance follow each other. */
  runDue(): Promise<DueWork>;
  /** Runs what is due in the background (errors go to onError). */
  kick(): void;
  /** Takes no more runs and waits for the one running. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** The clock (tests drive it); the database's own clock is never read for due dates. */
  now?: () => Date;
  /** The console's address for approval links (VIGIL_PUBLIC_URL); otherwise the one the campaign was scheduled through. */
  publicUrl?: string | undefined;
  onError?: (error: unknown) => void;
}

/**
 * The campaign scheduler. Every step is idempotent and takes its rows with `for update skip
 * locked`, so several server instances over one PostgreSQL can run it at once: each campaign
 * starts once and each approver is mailed once.
 */
export function createCampaignScheduler(
  db: Database,
  { now = () => new Date(), publicUrl = process.env['VIGIL_PUBLIC_URL'] || undefined, onError = () => undefined }: SchedulerOptions = {},
): CampaignScheduler {
  let last: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const work = async (): Promise<DueWork> => {
    const at = now();
    const started = await startDueCampaigns(db, at, onError);
    const ended = await endDueCampaigns(db, at);
    const invited = await sendDueMails(db, 'invite', at, publicUrl, onError);
    const reminded = await sendDueMails(db, 'remind', at, publicUrl, onError);
    return { started, ended, invited, reminded };
  };

  const runDue = () => {
    if (stopped) return Promise.resolve({ started: 0, ended: 0, invited: 0, reminded: 0 });
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };

  return {
    runDue,
    kick: () => {
      runDue().catch(onError);
    },
    async stop() {
      stopped = true;
      await last;
    },
  };
}

/** The server's scheduler: a croner job every minute, a run once the server is ready, stopped before it closes. */
export function startCampaignScheduler(app: FastifyInstance, db: Database, options: SchedulerOptions = {}): CampaignScheduler {
  const scheduler = createCampaignScheduler(db, {
    onError: (error) => {
      app.log.error(error, 'campaign scheduler');
    },
    ...options,
  });
  const job = new Cron(CAMPAIGN_SCHEDULE_PATTERN, { paused: true, protect: true }, () => {
    scheduler.kick();
  });
  app.addHook('onReady', async () => {
    job.resume();
    scheduler.kick();
  });
  app.addHook('preClose', async () => {
    job.stop();
    await scheduler.stop();
  });
  return scheduler;
}
