import type { components } from '@vigil/openapi';

export type WebhookEventType = components['schemas']['WebhookEventType'];

/** An event a webhook can subscribe to, for people, with an example of its `data`. */
interface EventInfo {
  event: WebhookEventType;
  title: string;
  description: string;
  example: Record<string, unknown>;
}

/** The events the server delivers, in the order the form and the preview list them; `ping` is last and not subscribable. */
export const WEBHOOK_EVENTS: readonly EventInfo[] = [
  {
    event: 'discovery.finished',
    title: 'Discovery finished',
    description: 'A discovery run ended on its own.',
    example: { run_id: '42', trigger: 'manual', started_by: 'admin', started_at: '2026-05-04T10:00:00.000Z', finished_at: '2026-05-04T10:12:30.000Z' },
  },
  {
    event: 'discovery.stopped',
    title: 'Discovery stopped',
    description: 'A discovery run ended because someone stopped it.',
    example: { run_id: '43', trigger: 'manual', started_by: 'admin', started_at: '2026-05-04T11:00:00.000Z', finished_at: '2026-05-04T11:03:10.000Z' },
  },
  {
    event: 'campaign.answered',
    title: 'Campaign answered',
    description: 'An approver submitted decisions on an access-review campaign.',
    example: { campaign_id: '3f1c0a52-8a1e-4d55-9c38-5b8e7c1d2a10', campaign_name: 'Access review 2026-05-01', approver: 'jdoe', submitted: 12, approved: 10, revoked: 2 },
  },
  {
    event: 'finding.raised',
    title: 'Finding raised',
    description: 'The server raised a finding (a notification of the findings center).',
    example: { title: 'Discovery finished', severity: 'info' },
  },
  {
    event: 'ping',
    title: 'Ping',
    description: 'Sent by "Send test" to check the receiver.',
    example: { message: 'A test delivery from Vigil.' },
  },
];

/** The events a webhook can subscribe to (all but `ping`). */
export const SUBSCRIBABLE_EVENTS = WEBHOOK_EVENTS.filter(({ event }) => event !== 'ping');

/** The JSON body of a delivery: the same shape for every event. */
export function deliveryBody(event: WebhookEventType, deliveryId: string, createdAt: Date, data: unknown): string {
  return JSON.stringify({ event, delivery: deliveryId, created_at: createdAt.toISOString(), data });
}

/** The events with an example of the body each delivers. */
export function eventPreviews(): components['schemas']['WebhookEvent'][] {
  const at = new Date('2026-05-04T10:12:31.000Z');
  return WEBHOOK_EVENTS.map(({ event, title, description, example }) => ({
    event,
    title,
    description,
    payload: JSON.parse(deliveryBody(event, '1001', at, example)) as Record<string, unknown>,
  }));
}
