import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { disabledWebhookFixture, webhooksFixture } from '../../fixtures/webhooks';
import { MOCK_CREATED_SECRET, type WebhooksServerOptions } from '../../mocks/webhooks.handlers';
import { webhooksStoryKit, type WebhooksStoryKit } from '../../mocks/webhooksStory';
import { WEBHOOKS_MESSAGES as M } from '../../webhooks.messages';
import { WebhooksTab } from './WebhooksTab';

const meta = {
  title: 'Features/Webhooks/WebhooksTab',
  component: WebhooksTab,
} satisfies Meta<typeof WebhooksTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock server; play-only unless `screenshot`. */
function webhooksStory(
  options: Omit<WebhooksServerOptions, 'record'>,
  play: (canvasElement: HTMLElement, kit: WebhooksStoryKit) => Promise<void>,
  { screenshot = false, dark = false }: { screenshot?: boolean; dark?: boolean } = {},
): Story {
  const kit = webhooksStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    ...(dark && { globals: { theme: 'dark' } }),
    ...(screenshot ? {} : { tags: ['no-screenshot'] }),
    play: ({ canvasElement }) => play(canvasElement, kit),
  };
}

/** Dialogs render outside the canvas. */
const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const listReady = (canvasElement: HTMLElement, name = 'SIEM collector') => within(canvasElement).findByRole('rowheader', { name: new RegExp(name) }, { timeout: 5000 });
const formDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: M.addWebhook }));
  return within(await onPage(canvasElement).findByRole('dialog', { name: M.addTitle }));
};

/** Two webhooks: name and URL, events, state, last delivery and their actions; the payload preview below. */
export const List: Story = webhooksStory(
  {},
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(['SIEM collector', 'Ticketing']);
    await expect(canvas.getByRole('row', { name: /SIEM collector/ })).toHaveTextContent('Discovery finished, Finding raised');
    await expect(canvas.getByRole('row', { name: /Ticketing/ })).toHaveTextContent(M.never);
    await expect(canvas.getByRole('region', { name: M.previewTitle })).toHaveTextContent('"event": "discovery.finished"');
  },
  { screenshot: true },
);

/** No webhook yet: the empty state offers Add webhook. */
export const Empty: Story = webhooksStory(
  { webhooks: [] },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.addWebhook })).toBeEnabled();
  },
  { screenshot: true },
);

/** The form, generated from the form schema, refuses an empty name, a URL that is not http(s) and no event. */
export const FormWithErrors: Story = webhooksStory(
  {},
  async (canvasElement, kit) => {
    await listReady(canvasElement);
    const dialog = await formDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Payload URL/ }), 'ftp://files.example.com/drop');
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByText(M.required('Name'))).toBeVisible();
    await expect(dialog.getByText(M.notUrl)).toBeVisible();
    await expect(dialog.getByText(M.pickOne('Events'))).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await expect(kit.calls.some(({ call }) => call.startsWith('POST'))).toBe(false);
  },
  { screenshot: true },
);

/** The server's problem lands on the field it names (a URL pointing at the server itself). */
export const ServerRefusesUrl: Story = webhooksStory(
  { saveRefusal: [{ field: '/config/url', message: 'The payload URL points at this server; a webhook must send its events elsewhere.' }] },
  async (canvasElement) => {
    await listReady(canvasElement);
    const dialog = await formDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Loop');
    await userEvent.type(dialog.getByRole('textbox', { name: /Payload URL/ }), 'https://vigil.example.com/api');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Finding raised' }));
    await userEvent.click(dialog.getByRole('button', { name: M.save }));
    await expect(await dialog.findByText(/points at this server/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Payload URL/ })).toHaveAttribute('aria-invalid', 'true');
  },
);

/** Adding a webhook: the values the form sends, and its secret shown once. */
export const AddWebhook: Story = webhooksStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  const dialog = await formDialog(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Data lake');
  await userEvent.type(dialog.getByRole('textbox', { name: /Payload URL/ }), 'https://lake.example.com/in');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Discovery finished' }));
  await userEvent.click(dialog.getByRole('button', { name: M.save }));
  await expect(await canvas.findByText(MOCK_CREATED_SECRET)).toBeVisible();
  await expect(canvas.getByRole('rowheader', { name: /Data lake/ })).toBeVisible();
  await expect(kit.calls.find(({ call }) => call === 'POST /settings/webhook/config')?.body).toEqual({
    associated_plugin_name: 'vigil',
    config: { name: 'Data lake', url: 'https://lake.example.com/in', events: ['discovery.finished'], enabled: true, secret: '' },
  });
  await userEvent.click(canvas.getByRole('button', { name: M.secretDismiss }));
  await expect(canvas.queryByText(MOCK_CREATED_SECRET)).toBeNull();
});

/** Send test: a ping now, and how it went. */
export const SendTest: Story = webhooksStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.sendTestOf('SIEM collector') }));
  await expect(await canvas.findByText(M.testSent('SIEM collector', 'delivered', 200))).toBeVisible();
  await expect(kit.calls.map(({ call }) => call)).toContain(`POST /settings/webhook/config/${webhooksFixture[0]?.config_id ?? ''}/test`);
});

/** The delivery log: failed and retrying deliveries with their HTTP status, duration, attempts, next attempt and answer. */
export const DeliveryLogWithFailures: Story = webhooksStory(
  {},
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.deliveriesOf('SIEM collector') }));
    const log = within(await canvas.findByRole('region', { name: M.logLabel }));
    await expect(log.getAllByText(M.status('failed'))).toHaveLength(2);
    await expect(log.getByText(M.status('retrying'))).toBeVisible();
    await expect(log.getByText('No answer within 10 s.')).toBeVisible();
    await expect(log.getByRole('row', { name: /#1006/ })).toHaveTextContent('2026-11-01 09:35 UTC');
  },
  { screenshot: true },
);

/** Redeliver sends a failed delivery again as a new one, listed first. */
export const Redeliver: Story = webhooksStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.deliveriesOf('SIEM collector') }));
  await userEvent.click(await canvas.findByRole('button', { name: M.redeliverOf('1005') }));
  const log = canvas.getByRole('region', { name: M.logLabel });
  await waitFor(() => expect(within(log).getAllByRole('rowheader')[0]).toHaveTextContent('#2000'));
  await expect(kit.calls.map(({ call }) => call)).toContain('POST /settings/webhook/deliveries/1005/redeliver');
});

/** A webhook the server disabled after failing deliveries, with the reason. */
export const DisabledWebhook: Story = webhooksStory(
  { webhooks: [disabledWebhookFixture] },
  async (canvasElement) => {
    const row = await listReady(canvasElement, 'Old chat bridge');
    await expect(row.closest('tr')).toHaveTextContent(M.disabled);
    await expect(row.closest('tr')).toHaveTextContent('10 deliveries in a row failed.');
  },
  { screenshot: true },
);

/** The payload preview follows the event picked. */
export const PayloadPreviewByEvent: Story = webhooksStory({}, async (canvasElement) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  const preview = within(canvas.getByRole('region', { name: M.previewTitle }));
  await userEvent.click(preview.getByRole('button', { name: new RegExp(M.previewEvent) }));
  await userEvent.click(await onPage(canvasElement).findByRole('option', { name: 'Campaign answered' }));
  await expect(preview.getByLabelText(M.previewLabel('Campaign answered'))).toHaveTextContent('"approver": "jdoe"');
});

/** The list in the dark theme. */
export const Dark: Story = webhooksStory(
  {},
  async (canvasElement) => {
    await listReady(canvasElement);
  },
  { screenshot: true, dark: true },
);
