import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { Handlers } from '../openapi/index.js';
import type { RequestProblem } from '../openapi/validation.js';
import { actorOf, recordAudit } from '../audit/record.js';
import { changedPaths } from './changes.js';
import { readMaintenance, writeMaintenance } from './maintenance.js';
import { readSchedulerConfig, saveSchedulerConfig, schedulerProblems } from './schedule.js';

const invalid = (problems: RequestProblem[]) => {
  const [first] = problems;
  return errorBody(400, `Invalid request: ${first ? `${first.field} ${first.message}` : 'does not fit the config'}`, { details: problems });
};

const HOUR_MS = 3_600_000;

/** Maintenance access (provision, analytics, troubleshooting with its end) and the discovery scheduler's config. */
export function operationsHandlers(db: Database, now: () => Date = () => new Date()) {
  const maintenanceReply = async () => ({ data: { attributes: { value: await readMaintenance(db, now()) } } });

  return {
    getMaintenanceConfig: maintenanceReply,

    updateMaintenanceConfig: async ({ request, body, reply }) => {
      const at = now();
      const config = body.troubleshooting ? body : { ...body, timeout: null };
      if (config.troubleshooting && config.timeout !== null && new Date(config.timeout) <= at) {
        return void reply.code(400).send(invalid([{ field: 'body/timeout', message: 'is not in the future' }]));
      }
      await db.transaction(async (tx) => {
        const before = await readMaintenance(tx, at);
        await writeMaintenance(tx, config);
        await recordAudit(tx, actorOf(request), {
          action: 'maintenance.updated',
          target_type: 'settings_section',
          target_id: 'maintenance',
          target_name: 'Maintenance',
          details: { changed: changedPaths(before, config) },
        });
      });
      return maintenanceReply();
    },

    startMaintenanceTroubleshooting: async ({ request, body }) => {
      const at = now();
      const timeout = new Date(at.getTime() + body.duration_hours * HOUR_MS).toISOString();
      await db.transaction(async (tx) => {
        await writeMaintenance(tx, { ...(await readMaintenance(tx, at)), troubleshooting: true, timeout });
        await recordAudit(tx, actorOf(request), {
          action: 'maintenance.troubleshooting_started',
          target_type: 'settings_section',
          target_id: 'maintenance',
          target_name: 'Maintenance',
          details: { duration_hours: body.duration_hours, timeout },
        });
      });
      return maintenanceReply();
    },

    stopMaintenanceTroubleshooting: async ({ request }) => {
      const at = now();
      await db.transaction(async (tx) => {
        const current = await readMaintenance(tx, at);
        if (!current.troubleshooting) return;
        await writeMaintenance(tx, { ...current, troubleshooting: false, timeout: null });
        await recordAudit(tx, actorOf(request), {
          action: 'maintenance.troubleshooting_stopped',
          target_type: 'settings_section',
          target_id: 'maintenance',
          target_name: 'Maintenance',
          details: { timeout: current.timeout },
        });
      });
      return maintenanceReply();
    },

    getSchedulerConfig: async () => ({ data: { attributes: { value: await readSchedulerConfig(db) } } }),

    saveSchedulerConfig: async ({ request, body, reply }) => {
      const problems = schedulerProblems(body);
      if (problems.length) return void reply.code(400).send(invalid(problems));
      await db.transaction(async (tx) => {
        const before = await readSchedulerConfig(tx);
        await saveSchedulerConfig(tx, body, now());
        const after = await readSchedulerConfig(tx);
        await recordAudit(tx, actorOf(request), {
          action: 'scheduler.updated',
          target_type: 'settings_section',
          target_id: 'scheduler',
          target_name: 'Scheduler',
          details: { changed: changedPaths(before, after) },
        });
      });
      return { data: { attributes: { value: await readSchedulerConfig(db) } } };
    },
  } satisfies Handlers;
}
