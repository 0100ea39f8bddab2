import { useState } from 'react';
import type { WebhookEvent } from '@vigil/openapi';
import { Select, SelectItem } from '@vigil/ui';
import { WEBHOOKS_MESSAGES as M } from '../../webhooks.messages';
import { Code, Muted, Panel } from '../WebhooksTab/WebhooksTab.styles';

/** The JSON body each event delivers, picked by event. */
export function PayloadPreview({ events }: { events: readonly WebhookEvent[] }) {
  const [chosen, setChosen] = useState(events[0]?.event ?? null);
  const event = events.find((item) => item.event === chosen);
  return (
    <Panel aria-label={M.previewTitle}>
      <h3>{M.previewTitle}</h3>
      <Select<{ id: string; name: string }>
        label={M.previewEvent}
        value={chosen}
        items={events.map((item) => ({ id: item.event, name: item.title }))}
        onChange={(key) => {
          if (key !== null) setChosen(String(key) as WebhookEvent['event']);
        }}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      {event && (
        <>
          <Muted>{event.description}</Muted>
          <Code tabIndex={0} aria-label={M.previewLabel(event.title)}>
            {JSON.stringify(event.payload, null, 2)}
          </Code>
        </>
      )}
    </Panel>
  );
}
