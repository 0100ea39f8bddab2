import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { countUnreadNotifications } from '../notifications.js';

/** The shell's own calls: the sidebar's notification count and the tenants to connect as. */
export function shellHandlers(db: Database) {
  return {
    countNotifications: async () => ({ data: { attributes: { value: { count: await countUnreadNotifications(db) } } } }),

    listTenants: async () => ({
      data: { attributes: { value: await db.query<{ id: string; name: string }>('select id::text as id, name from tenants order by name, id') } },
    }),
  } satisfies Handlers;
}
