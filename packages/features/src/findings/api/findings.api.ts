import { unwrap, unwrapValue, type ApiClient, type Notification, type NotificationReadInput } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import { FINDINGS_PAGE_SIZE } from '../findings.constants';

/** GET notifications: one page, newest first; `unread` keeps only the unread ones. */
export async function listNotifications(client: ApiClient, unread: boolean, cursor: string | null): Promise<CursorPage<Notification>> {
  const query = { size: FINDINGS_PAGE_SIZE, ...(unread && { unread: true }), ...(cursor && { cursor }) };
  const { data, meta } = await unwrap(client.GET('/notifications', { params: { query } }));
  return { items: data, total: meta.total, nextCursor: meta.next_cursor };
}

/** POST notifications/read: marks the given findings (or all) read; answers the unread count after it. */
export async function markNotificationsRead(client: ApiClient, body: NotificationReadInput): Promise<number> {
  return (await unwrapValue(client.POST('/notifications/read', { body }))).count;
}
