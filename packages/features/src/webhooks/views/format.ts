import type { BadgeTone } from '@vigil/ui';
import type { WebhookDeliveryStatus } from '@vigil/openapi';

/** A time as `YYYY-MM-DD HH:MM UTC` (the same for every viewer and screenshot). */
export const utcTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The badge tone of a delivery status. */
export const statusTone = (status: WebhookDeliveryStatus): BadgeTone =>
  ({ pending: 'neutral', retrying: 'warning', delivered: 'success', failed: 'error' } as const)[status];
