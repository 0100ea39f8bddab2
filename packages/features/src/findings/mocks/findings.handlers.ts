import type { Notification } from '@vigil/openapi';
import { apiHttp, valueReply } from '@vigil/openapi/mocks';
import { findingsFixture } from '../fixtures/findings';

export interface FindingsServerOptions {
  /** The findings the server holds (any order: it answers newest first). @default findingsFixture */
  notifications?: Notification[];
  /** GET notifications answers 500. */
  failList?: boolean;
  /** Hears each call as `METHOD /path?query`, with its body. */
  record?: (call: string, body?: unknown) => void;
}

const error = (status: number, message: string) => ({ status, message });

/** An in-memory findings server: the list (unread filter, offset cursor), mark read, and the unread count the sidebar polls. */
export function findingsHandlers({ notifications: initial = findingsFixture, failList = false, record }: FindingsServerOptions = {}) {
  const notifications = initial.map((item) => structuredClone(item)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const call = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    record?.(`${request.method} ${url.pathname.replace(/^.*\/api/, '')}${url.search}`, body);
  };
  const unreadCount = () => notifications.filter((item) => !item.read).length;
  return [
    apiHttp.get('/notifications/count', ({ request, response }) => {
      call(request);
      return response(200).json(valueReply({ count: unreadCount() }));
    }),
    apiHttp.get('/notifications', ({ request, response }) => {
      call(request);
      if (failList) return response('default').json(error(500, 'Internal Server Error'), { status: 500 });
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 20);
      const offset = Number(query.get('cursor') ?? 0);
      const list = query.get('unread') === 'true' ? notifications.filter((item) => !item.read) : notifications;
      const next = offset + size < list.length ? String(offset + size) : null;
      return response(200).json({ data: list.slice(offset, offset + size), meta: { page: 0, size, total: list.length, next_cursor: next } });
    }),
    apiHttp.post('/notifications/read', async ({ request, response }) => {
      const body = await request.json();
      call(request, body);
      for (const item of notifications) if (body.all === true || body.ids?.includes(item.id)) item.read = true;
      return response(200).json(valueReply({ count: unreadCount() }));
    }),
  ];
}
