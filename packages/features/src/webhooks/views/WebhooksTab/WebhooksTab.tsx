import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { WebhookConfig } from '@vigil/openapi';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Spinner } from '@vigil/ui';
import {
  createdSecretDismissed,
  deliveriesOpened,
  noticeDismissed,
  webhookDeleteConfirmed,
  webhookFormClosed,
  webhookFormOpened,
  webhooksTabOpened,
  webhookSubmitted,
  webhookTestRequested,
} from '../../state/webhooks.slice';
import { selectWebhooks } from '../../state/webhooks.selectors';
import { configText } from '../../form/webhookForm';
import { WEBHOOKS_MESSAGES as M } from '../../webhooks.messages';
import { DeliveryLog } from '../DeliveryLog';
import { PayloadPreview } from '../PayloadPreview';
import { WebhookFormModal } from '../WebhookFormModal';
import { statusTone, utcTime } from '../format';
import { Header, Muted, Row, Scroller, Screen, Secret, Table } from './WebhooksTab.styles';

const nameOf = (webhook: WebhookConfig) => configText(webhook.config, 'name') || webhook.config_id;
const eventsOf = (webhook: WebhookConfig) => (Array.isArray(webhook.config['events']) ? (webhook.config['events'] as unknown[]).map(String) : []);

/** The Webhooks tab of System Settings: the list, the add/edit form built from the form schema, the delivery log and a payload preview. */
export function WebhooksTab() {
  const dispatch = useDispatch();
  const state = useSelector(selectWebhooks);
  const [deleting, setDeleting] = useState<WebhookConfig | null>(null);

  useEffect(() => {
    dispatch(webhooksTabOpened());
  }, [dispatch]);

  const titles = new Map(state.events.map((event) => [event.event, event.title]));
  const editing = state.form?.configId ? state.items.find((item) => item.config_id === state.form?.configId) : undefined;
  const logOf = state.log ? state.items.find((item) => item.config_id === state.log?.configId) : undefined;
  const add = (
    <Button variant="primary" onPress={() => dispatch(webhookFormOpened(null))} isDisabled={!state.schema}>
      {M.addWebhook}
    </Button>
  );

  return (
    <Screen aria-label={M.title}>
      <Header>
        <div>
          <h2>{M.title}</h2>
          <p>{M.intro}</p>
        </div>
        {state.items.length > 0 && add}
      </Header>

      {state.createdSecret && (
        <Alert tone="success" title={M.secretTitle} onDismiss={() => dispatch(createdSecretDismissed())} dismissLabel={M.secretDismiss}>
          {M.secretBody(state.createdSecret.name)}
          <Secret>{state.createdSecret.secret}</Secret>
        </Alert>
      )}
      {state.notice && (
        <Alert tone={state.notice.tone} onDismiss={() => dispatch(noticeDismissed())}>
          {state.notice.text}
        </Alert>
      )}

      {state.status === 'loading' && <Spinner label={M.title} />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(webhooksTabOpened())}>{M.tryAgain}</Button>}>
          {state.error ?? M.loadFailed}
        </Alert>
      )}
      {state.status === 'loaded' && state.items.length === 0 && <EmptyState title={M.emptyTitle} description={M.emptyDescription} action={add} />}

      {state.items.length > 0 && (
        <Scroller tabIndex={0} role="region" aria-label={M.tableLabel}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{M.columnName}</th>
                <th scope="col">{M.columnEvents}</th>
                <th scope="col">{M.columnEnabled}</th>
                <th scope="col">{M.columnLastDelivery}</th>
                <th scope="col">{M.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((webhook) => {
                const name = nameOf(webhook);
                const enabled = webhook.config['enabled'] === true;
                const last = webhook.state?.last_delivery_status ?? null;
                return (
                  <tr key={webhook.config_id}>
                    <th scope="row">
                      {name}
                      <Muted>{configText(webhook.config, 'url')}</Muted>
                    </th>
                    <td>{eventsOf(webhook).map((event) => titles.get(event as never) ?? event).join(', ')}</td>
                    <td>
                      <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? M.enabled : M.disabled}</Badge>
                      {webhook.state?.disabled_reason && <Muted>{webhook.state.disabled_reason}</Muted>}
                    </td>
                    <td>
                      {last ? <Badge tone={statusTone(last)}>{M.status(last)}</Badge> : M.never}
                      {webhook.state?.last_delivery_at && <Muted>{utcTime(webhook.state.last_delivery_at)}</Muted>}
                    </td>
                    <td>
                      <Row>
                        <Button size="sm" aria-label={M.editOf(name)} onPress={() => dispatch(webhookFormOpened(webhook.config_id))}>
                          {M.edit}
                        </Button>
                        <Button
                          size="sm"
                          aria-label={M.sendTestOf(name)}
                          isLoading={state.testing === webhook.config_id}
                          onPress={() => dispatch(webhookTestRequested(webhook.config_id))}
                        >
                          {M.sendTest}
                        </Button>
                        <Button size="sm" aria-label={M.deliveriesOf(name)} onPress={() => dispatch(deliveriesOpened(webhook.config_id))}>
                          {M.deliveries}
                        </Button>
                        <Button size="sm" variant="danger" aria-label={M.deleteOf(name)} onPress={() => {
                            setDeleting(webhook);
                          }}>
                          {M.delete}
                        </Button>
                      </Row>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroller>
      )}

      {logOf && <DeliveryLog name={nameOf(logOf)} />}
      {state.status === 'loaded' && state.events.length > 0 && <PayloadPreview events={state.events} />}

      {state.form && state.schema && (
        <WebhookFormModal
          schema={state.schema}
          stored={editing ? editing.config : null}
          isSaving={state.form.saving}
          serverError={state.form.error}
          serverFieldErrors={state.form.fieldErrors}
          onSubmit={(config) => {
            dispatch(webhookSubmitted({ configId: state.form?.configId ?? null, config }));
          }}
          onClose={() => dispatch(webhookFormClosed())}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={M.deleteTitle}
        confirmLabel={M.deleteAction}
        tone="danger"
        onConfirm={() => {
          if (deleting) dispatch(webhookDeleteConfirmed(deleting.config_id));
          setDeleting(null);
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      >
        {deleting ? M.deleteConfirm(nameOf(deleting)) : ''}
      </ConfirmDialog>
    </Screen>
  );
}
