import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf, sendError } from '../admin/access.js';
import { isAdmin } from '../auth/permissions.js';
import { VERSION } from '../constants.js';
import { DEFAULT_SMTP, SMTP_KEY } from '../mail/index.js';
import { discoveryHandlers } from '../routes/discovery.js';
import { buildVersion } from '../routes/system.js';
import { readLicense } from '../settings/license.js';
import { readSetting } from '../settings/store.js';
import { NODE_FORGOTTEN_AFTER_S, NODE_UNRESPONSIVE_S, type ThisNode } from './nodes.js';

type Schemas = components['schemas'];

/** The 403 of the overview for any role but the admin's. */
export const ADMINS_ONLY_OVERVIEW = 'The system overview is for admins only.';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

interface NodeRow {
  id: string;
  hostname: string;
  pid: number;
  version: string;
  started_at: Date;
  last_seen_at: Date;
  unresponsive: boolean;
}

async function readNodes(db: Database, node: ThisNode): Promise<Schemas['SystemNode'][]> {
  await node.beat();
  await db.query(`delete from system_nodes where last_seen_at < now() - make_interval(secs => $1)`, [NODE_FORGOTTEN_AFTER_S]);
  const rows = await db.query<NodeRow>(
    `select id::text as id, hostname, pid, version, started_at, last_seen_at,
            last_seen_at < now() - make_interval(secs => $2) as unresponsive
       from system_nodes order by (id = $1::uuid) desc, started_at, id`,
    [node.id, NODE_UNRESPONSIVE_S],
  );
  return rows.map((row) => ({
    id: row.id,
    hostname: row.hostname,
    pid: row.pid,
    version: row.version,
    started_at: row.started_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    status: row.unresponsive ? 'unresponsive' : 'up',
    current: row.id === node.id,
  }));
}

async function readMail(db: Database): Promise<Schemas['MailOutboxHealth']> {
  const smtp = await readSetting(db, SMTP_KEY, DEFAULT_SMTP);
  const [queued] = await db.query<{ count: number; oldest: Date | null }>('select count(*)::int as count, min(created_at) as oldest from outbox');
  const [failed] = await db.query<{ count: number; last: Date | null }>('select count(*)::int as count, max(failed_at) as last from mail_failures');
  return {
    delivery: smtp.host ? 'smtp' : 'outbox',
    queued: queued?.count ?? 0,
    oldest_queued_at: iso(queued?.oldest),
    failed: failed?.count ?? 0,
    last_failed_at: iso(failed?.last),
  };
}

/** `GET /system/overview`: the Administration page's view of the system, admins only. */
export function systemOverviewHandlers(db: Database, consoleDir: string | undefined, node: ThisNode) {
  // What /version.json and /health already tell: read once, as they do.
  const build = buildVersion(consoleDir).hash;
  const discovery = discoveryHandlers(db);
  return {
    getSystemOverview: async ({ request, reply }) => {
      if (!isAdmin(callerOf(request))) return void sendError(reply, 403, ADMINS_ONLY_OVERVIEW);
      const [license, size, lifecycle, nodes, mail] = await Promise.all([
        readLicense(db),
        db.query<{ bytes: string; now: Date }>('select pg_database_size(current_database())::text as bytes, now() as now'),
        discovery.getDiscoveryLifecycle(),
        readNodes(db, node),
        readMail(db),
      ]);
      return {
        data: {
          attributes: {
            version: VERSION,
            build,
            license: { trial_end: license.trial_end, contract_end: license.contract_end },
            database: { kind: db.engine, size_bytes: Number(size[0]?.bytes ?? 0) },
            discovery: lifecycle.data.attributes,
            nodes,
            mail,
            generated_at: (size[0]?.now ?? new Date()).toISOString(),
          },
        },
      };
    },
  } satisfies Handlers;
}
