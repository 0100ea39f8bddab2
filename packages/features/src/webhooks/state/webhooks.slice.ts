import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WebhookConfig, WebhookDelivery, WebhookEvent, WebhookFormSchema } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';
import type { WebhookFormValues } from '../form/webhookForm';

export interface WebhookDeliveryLog {
  configId: string;
  status: 'loading' | 'loaded' | 'failed';
  items: WebhookDelivery[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
}

export interface WebhooksState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  items: WebhookConfig[];
  schema: WebhookFormSchema | null;
  events: WebhookEvent[];
  /** The add (configId null) or edit form while it is open. */
  form: { configId: string | null; saving: boolean; error: string | null; fieldErrors: Record<string, string> } | null;
  /** The secret of the webhook just added: shown once, until dismissed. */
  createdSecret: { name: string; secret: string } | null;
  log: WebhookDeliveryLog | null;
  /** The webhook a test is being sent to, and the delivery being sent again. */
  testing: string | null;
  redelivering: string | null;
  /** The outcome of the last test, delete or failed action, for people. */
  notice: { tone: 'success' | 'error'; text: string } | null;
}

export const initialWebhooksState: WebhooksState = {
  status: 'idle',
  error: null,
  items: [],
  schema: null,
  events: [],
  form: null,
  createdSecret: null,
  log: null,
  testing: null,
  redelivering: null,
  notice: null,
};

const replace = (items: WebhookConfig[], config: WebhookConfig) => items.map((item) => (item.config_id === config.config_id ? config : item));

/** Save the form's values: add (configId null) or update. */
export const webhookSubmitted = createAction<{ configId: string | null; config: WebhookFormValues }>('webhooks/webhookSubmitted');
/** The delete was confirmed; the saga deletes. */
export const webhookDeleteConfirmed = createAction<string>('webhooks/webhookDeleteConfirmed');

// Reducers name their state's type: the inferred draft of configs with free-form values cannot be named in declarations.
export const webhooksSlice = createSlice({
  name: 'webhooks',
  initialState: initialWebhooksState,
  reducers: {
    /** The tab mounted (or Try again): webhooks, form schema and events are fetched. */
    webhooksTabOpened: (state: WebhooksState) => {
      state.status = 'loading';
      state.error = null;
    },
    webhooksLoaded: (state: WebhooksState, { payload }: PayloadAction<{ items: WebhookConfig[]; schema: WebhookFormSchema; events: WebhookEvent[] }>) => {
      Object.assign(state, { status: 'loaded', error: null, ...payload });
    },
    webhooksFailed: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.status = 'failed';
      state.error = payload;
    },
    webhookFormOpened: (state: WebhooksState, { payload }: PayloadAction<string | null>) => {
      state.form = { configId: payload, saving: false, error: null, fieldErrors: {} };
    },
    webhookFormClosed: (state: WebhooksState) => {
      state.form = null;
    },
    webhookSaved: (state: WebhooksState, { payload }: PayloadAction<{ config: WebhookConfig; created: boolean }>) => {
      const { config, created } = payload;
      if (created) {
        state.items.push({ ...config, config: { ...config.config, secret: '********' } });
        const secret = config.config['secret'];
        if (typeof secret === 'string') state.createdSecret = { name: String(config.config['name']), secret };
      } else state.items = replace(state.items, config);
      state.form = null;
    },
    webhookSaveFailed: (state: WebhooksState, { payload }: PayloadAction<{ error: string; fieldErrors: Record<string, string> }>) => {
      if (state.form) Object.assign(state.form, { saving: false, ...payload });
    },
    createdSecretDismissed: (state: WebhooksState) => {
      state.createdSecret = null;
    },
    webhookTestRequested: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.testing = payload;
      state.notice = null;
    },
    webhookTestSent: (state: WebhooksState, { payload }: PayloadAction<{ delivery: WebhookDelivery; text: string }>) => {
      state.testing = null;
      state.notice = { tone: payload.delivery.status === 'delivered' ? 'success' : 'error', text: payload.text };
      if (state.log?.configId === payload.delivery.config_id) {
        state.log.items.unshift(payload.delivery);
        state.log.total += 1;
      }
    },
    webhookActionFailed: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.testing = null;
      state.redelivering = null;
      state.notice = { tone: 'error', text: payload };
    },
    noticeDismissed: (state: WebhooksState) => {
      state.notice = null;
    },
    deliveriesOpened: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.log = { configId: payload, status: 'loading', items: [], total: 0, nextCursor: null, loadingMore: false };
    },
    deliveriesClosed: (state: WebhooksState) => {
      state.log = null;
    },
    deliveriesMoreRequested: (state: WebhooksState) => {
      if (state.log?.nextCursor) state.log.loadingMore = true;
    },
    deliveriesLoaded: (state: WebhooksState, { payload }: PayloadAction<{ configId: string; page: CursorPage<WebhookDelivery>; append: boolean }>) => {
      const { log } = state;
      if (log?.configId !== payload.configId) return;
      log.items = payload.append ? [...log.items, ...payload.page.items] : payload.page.items;
      Object.assign(log, { status: 'loaded', total: payload.page.total, nextCursor: payload.page.nextCursor, loadingMore: false });
    },
    deliveriesFailed: (state: WebhooksState, { payload }: PayloadAction<{ configId: string }>) => {
      if (state.log?.configId !== payload.configId) return;
      state.log.loadingMore = false;
      if (!state.log.items.length) state.log.status = 'failed';
    },
    redeliverRequested: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.redelivering = payload;
      state.notice = null;
    },
    redelivered: (state: WebhooksState, { payload }: PayloadAction<WebhookDelivery>) => {
      state.redelivering = null;
      if (state.log?.configId === payload.config_id) {
        state.log.items.unshift(payload);
        state.log.total += 1;
      }
    },
    webhookDeleted: (state: WebhooksState, { payload }: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.config_id !== payload);
      if (state.log?.configId === payload) state.log = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(webhookSubmitted, (state) => {
      if (state.form) Object.assign(state.form, { saving: true, error: null, fieldErrors: {} });
    });
    builder.addCase(webhookDeleteConfirmed, (state) => {
      state.notice = null;
    });
  },
});

export const {
  webhooksTabOpened,
  webhooksLoaded,
  webhooksFailed,
  webhookFormOpened,
  webhookFormClosed,
  webhookSaved,
  webhookSaveFailed,
  createdSecretDismissed,
  webhookTestRequested,
  webhookTestSent,
  webhookActionFailed,
  noticeDismissed,
  deliveriesOpened,
  deliveriesClosed,
  deliveriesMoreRequested,
  deliveriesLoaded,
  deliveriesFailed,
  redeliverRequested,
  redelivered,
  webhookDeleted,
} = webhooksSlice.actions;
