import type { Saga } from 'redux-saga';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { ApiError } from '@vigil/openapi';
import { callApi } from '../../store/callApi';
import { errorText } from '../../queries/state/sagaHelpers';
import {
  addWebhookConfig,
  deleteWebhookConfig,
  getWebhookFormSchema,
  listWebhookConfigs,
  listWebhookDeliveries,
  listWebhookEvents,
  redeliverWebhookDelivery,
  sendWebhookTest,
  updateWebhookConfig,
} from '../api/webhooks.api';
import { configText, serverFieldErrors, type WebhookFormValues } from '../form/webhookForm';
import { WEBHOOK_PLUGIN_NAME } from '../webhooks.constants';
import { WEBHOOKS_MESSAGES as M } from '../webhooks.messages';
import { selectWebhooks } from './webhooks.selectors';
import {
  deliveriesFailed,
  deliveriesLoaded,
  deliveriesMoreRequested,
  deliveriesOpened,
  redelivered,
  redeliverRequested,
  webhookActionFailed,
  webhookDeleteConfirmed,
  webhookDeleted,
  webhookSaved,
  webhookSaveFailed,
  webhooksFailed,
  webhooksLoaded,
  webhookSubmitted,
  webhooksTabOpened,
  webhookTestRequested,
  webhookTestSent,
  type WebhooksState,
} from './webhooks.slice';

function* loadTab() {
  try {
    const [items, schema, events] = (yield all([callApi(listWebhookConfigs), callApi(getWebhookFormSchema), callApi(listWebhookEvents)])) as [
      Awaited<ReturnType<typeof listWebhookConfigs>>,
      Awaited<ReturnType<typeof getWebhookFormSchema>>,
      Awaited<ReturnType<typeof listWebhookEvents>>,
    ];
    yield put(webhooksLoaded({ items, schema, events }));
  } catch (error) {
    yield put(webhooksFailed(errorText(error, M.loadFailed)));
  }
}

function* save({ payload }: PayloadAction<{ configId: string | null; config: WebhookFormValues }>) {
  const body = { associated_plugin_name: WEBHOOK_PLUGIN_NAME, config: payload.config };
  try {
    const config = payload.configId === null ? yield* callApi(addWebhookConfig, body) : yield* callApi(updateWebhookConfig, payload.configId, body);
    yield put(webhookSaved({ config, created: payload.configId === null }));
  } catch (error) {
    const details = error instanceof ApiError ? error.details : [];
    yield put(webhookSaveFailed({ error: errorText(error, M.saveFailed), fieldErrors: serverFieldErrors(details) }));
  }
}

function* loadDeliveries(append: boolean) {
  const { log } = (yield select(selectWebhooks)) as WebhooksState;
  if (!log) return;
  try {
    const page = yield* callApi(listWebhookDeliveries, log.configId, append ? log.nextCursor : null);
    yield put(deliveriesLoaded({ configId: log.configId, page, append }));
  } catch {
    yield put(deliveriesFailed({ configId: log.configId }));
  }
}

function* sendTest({ payload }: PayloadAction<string>) {
  const { items } = (yield select(selectWebhooks)) as WebhooksState;
  const webhook = items.find((item) => item.config_id === payload);
  const name = webhook ? configText(webhook.config, 'name') : '';
  try {
    const delivery = yield* callApi(sendWebhookTest, payload);
    yield put(webhookTestSent({ delivery, text: M.testSent(name, delivery.status, delivery.http_status) }));
  } catch (error) {
    yield put(webhookActionFailed(errorText(error, M.actionFailed)));
  }
}

function* redeliver({ payload }: PayloadAction<string>) {
  try {
    yield put(redelivered(yield* callApi(redeliverWebhookDelivery, payload)));
  } catch (error) {
    yield put(webhookActionFailed(errorText(error, M.actionFailed)));
  }
}

function* remove({ payload }: PayloadAction<string>) {
  try {
    yield* callApi(deleteWebhookConfig, payload);
    yield put(webhookDeleted(payload));
  } catch (error) {
    yield put(webhookActionFailed(errorText(error, M.actionFailed)));
  }
}

/** The Webhooks tab's saga: loads, saves (one at a time), tests, redeliveries and the delivery log. */
export function createWebhooksSaga(): Saga {
  return function* webhooksSaga() {
    yield all([
      takeLatest(webhooksTabOpened.type, loadTab),
      takeLeading(webhookSubmitted.type, save),
      takeLatest(deliveriesOpened.type, () => loadDeliveries(false)),
      takeLeading(deliveriesMoreRequested.type, () => loadDeliveries(true)),
      takeLeading(webhookTestRequested.type, sendTest),
      takeEvery(redeliverRequested.type, redeliver),
      takeEvery(webhookDeleteConfirmed.type, remove),
    ]);
  };
}
