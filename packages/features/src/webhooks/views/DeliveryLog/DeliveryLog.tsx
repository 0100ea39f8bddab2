import { useDispatch, useSelector } from 'react-redux';
import { Alert, Badge, Button, Spinner } from '@vigil/ui';
import { deliveriesClosed, deliveriesMoreRequested, redeliverRequested } from '../../state/webhooks.slice';
import { selectWebhooks } from '../../state/webhooks.selectors';
import { WEBHOOKS_MESSAGES as M } from '../../webhooks.messages';
import { statusTone, utcTime } from '../format';
import { Excerpt, Muted, Panel, Row, Scroller, Table } from '../WebhooksTab/WebhooksTab.styles';

/** The open delivery log of one webhook: status, HTTP answer, duration, attempts, next attempt, response excerpt, Redeliver. */
export function DeliveryLog({ name }: { name: string }) {
  const dispatch = useDispatch();
  const { log, redelivering } = useSelector(selectWebhooks);
  if (!log) return null;
  const title = M.logTitle(name);
  return (
    <Panel aria-label={title}>
      <Row>
        <h3>{title}</h3>
        <Button size="sm" variant="ghost" onPress={() => dispatch(deliveriesClosed())}>
          {M.logClose}
        </Button>
      </Row>
      {log.status === 'loading' && <Spinner label={title} />}
      {log.status === 'failed' && <Alert tone="error">{M.logLoadFailed}</Alert>}
      {log.status === 'loaded' && log.items.length === 0 && <Muted>{M.logEmpty}</Muted>}
      {log.items.length > 0 && (
        <Scroller tabIndex={0} role="region" aria-label={M.logLabel}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{M.columnEvent}</th>
                <th scope="col">{M.columnStatus}</th>
                <th scope="col">{M.columnHttp}</th>
                <th scope="col">{M.columnDuration}</th>
                <th scope="col">{M.columnAttempts}</th>
                <th scope="col">{M.columnNextAttempt}</th>
                <th scope="col">{M.columnResponse}</th>
                <th scope="col">{M.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">
                    {delivery.event}
                    <Muted>
                      #{delivery.id} · {utcTime(delivery.created_at)}
                    </Muted>
                  </th>
                  <td>
                    <Badge tone={statusTone(delivery.status)}>{M.status(delivery.status)}</Badge>
                  </td>
                  <td>{delivery.http_status ?? '—'}</td>
                  <td>{delivery.duration_ms === null ? '—' : M.durationMs(delivery.duration_ms)}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.next_attempt_at ? utcTime(delivery.next_attempt_at) : '—'}</td>
                  <td>
                    <Excerpt title={delivery.response_excerpt ?? delivery.error ?? undefined}>{delivery.response_excerpt ?? delivery.error ?? '—'}</Excerpt>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      aria-label={M.redeliverOf(delivery.id)}
                      isLoading={redelivering === delivery.id}
                      onPress={() => dispatch(redeliverRequested(delivery.id))}
                    >
                      {M.redeliver}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
      {log.nextCursor && (
        <Button isLoading={log.loadingMore} onPress={() => dispatch(deliveriesMoreRequested())}>
          {M.loadMore}
        </Button>
      )}
    </Panel>
  );
}
