import type { Meta, StoryObj } from '@storybook/react-vite';
import { all, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ServiceAccount } from '@vigil/openapi';
import { createToaster, ToastProvider } from '@vigil/ui';
import { issuedServiceAccountKeyFixture, newServiceAccountFixture, serviceAccountFixture } from '../../fixtures/serviceAccounts';
import { serviceAccountRefusals, serviceAccountsHandlers, type ServiceAccountsServerOptions } from '../../mocks/serviceAccounts.handlers';
import { SERVICE_ACCOUNTS_MESSAGES as M } from '../../serviceAccounts.messages';
import { createServiceAccountsSaga } from '../../state/serviceAccounts.sagas';
import { serviceAccountFormOpened, serviceAccountsOpened, serviceAccountsSlice } from '../../state/serviceAccounts.slice';
import { ServiceAccountFormModal } from './ServiceAccountFormModal';

const meta = {
  title: 'Features/Users/ServiceAccountFormModal',
  component: ServiceAccountFormModal,
} satisfies Meta<typeof ServiceAccountFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (element: HTMLElement) => within(element.ownerDocument.body);
type Body = ReturnType<typeof pageOf>;
type Calls = { call: string; body?: unknown }[];

/** The form opened on `account` (null = new) with the real slice and saga, HTTP answered by the mock server. */
function formStory(account: ServiceAccount | null, server: ServiceAccountsServerOptions, play: (body: Body, calls: Calls) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  const calls: Calls = [];
  const toaster = createToaster();
  const saga = createServiceAccountsSaga();
  const handlers = () =>
    serviceAccountsHandlers({
      ...server,
      record: (call, body) => {
        calls.push({ call, body });
      },
    });
  function* root() {
    yield all([saga(), put(serviceAccountsOpened()), put(serviceAccountFormOpened(account))]);
  }
  return {
    ...extra,
    parameters: { store: { slices: [serviceAccountsSlice], saga: root }, msw: handlers() },
    beforeEach: ({ msw }) => {
      calls.length = 0;
      msw.use(...handlers());
    },
    render: () => (
      <ToastProvider toaster={toaster}>
        <ServiceAccountFormModal />
      </ToastProvider>
    ),
    play: async ({ canvasElement }) => {
      const body = pageOf(canvasElement);
      await body.findByRole('dialog', { name: account ? M.editTitle(account.name) : M.createTitle });
      await play(body, calls);
      // A still screen for the screenshot: no overlay entering or leaving.
      await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
    },
  };
}

async function pick(body: Body, field: RegExp, option: string) {
  await userEvent.click(body.getByRole('button', { name: field }));
  await userEvent.click(await body.findByRole('option', { name: option }));
}

const keysTable = async (body: Body) => within(await body.findByRole('grid', { name: M.keysLabel }));

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

/** New service account: name, role, data scope and description; once created, the form shows its (empty) keys. */
export const CreateThenEmptyKeys = formStory(null, {}, async (body, calls) => {
  await userEvent.type(body.getByRole('textbox', { name: M.name }), 'siem-forwarder');
  await pick(body, /Role/, 'IT');
  await pick(body, /Data scope/, 'EMEA Offices');
  await userEvent.type(body.getByRole('textbox', { name: M.description }), 'Forwards findings');
  await userEvent.click(body.getByRole('button', { name: M.create }));
  await body.findByRole('dialog', { name: M.editTitle('siem-forwarder') });
  await expect(calls.find((item) => item.call === 'POST /settings/service_accounts')?.body).toMatchObject({
    name: 'siem-forwarder',
    description: 'Forwards findings',
  });
  await expect(await body.findByText(M.keysEmpty)).toBeVisible();
  await expect(body.getByRole('button', { name: M.createKey })).toBeVisible();
}, noScreenshot);

/** Name and role are required; nothing is sent without them. */
export const ValidationMessages = formStory(null, {}, async (body, calls) => {
  await userEvent.click(body.getByRole('button', { name: M.create }));
  await expect(await body.findByText(M.nameRequired)).toBeVisible();
  await expect(body.getByText(M.roleRequired)).toBeVisible();
  await expect(calls).toEqual([]);
});

/** The server refuses the name: its sentence shows on the form, which stays open. */
export const SaveRefused = formStory(serviceAccountFixture, { save: 'fail' }, async (body) => {
  await userEvent.click(body.getByRole('button', { name: M.save }));
  await expect(await body.findByText(serviceAccountRefusals.save.message)).toBeVisible();
  await expect(body.getByRole('dialog', { name: M.editTitle(serviceAccountFixture.name) })).toBeVisible();
});

/** Edit: the account's keys by prefix, with created, last used and expiry; never a secret. */
export const Keys = formStory(serviceAccountFixture, {}, async (body) => {
  const table = await keysTable(body);
  await expect(await table.findByText('vsa_3fa8b771…')).toBeVisible();
  await expect(table.getByText('vsa_9c41d2e0…')).toBeVisible();
  await expect(table.getByText('Nov 19, 2026')).toBeVisible();
  await expect(table.getByText('Oct 1, 2027')).toBeVisible();
  await expect(body.getByRole('textbox', { name: M.name })).toHaveValue(serviceAccountFixture.name);
  await expect(body.queryByRole('textbox', { name: M.apiSecretLabel })).toBeNull();
});

/** An account without keys yet. */
export const EmptyKeys = formStory(newServiceAccountFixture, {}, async (body) => {
  await expect(await body.findByText(M.keysEmpty)).toBeVisible();
});

/** The keys could not be read: the server's sentence in the table. */
export const KeysLoadFailed = formStory(serviceAccountFixture, { loadKeys: 'fail' }, async (body) => {
  await expect(await body.findByText(serviceAccountRefusals.keys.message)).toBeVisible();
});

/** Create key: the new key and its secret are shown this once, with Copy; the list shows only its prefix. */
export const SecretShown = formStory(serviceAccountFixture, {}, async (body, calls) => {
  await keysTable(body);
  await userEvent.type(body.getByRole('textbox', { name: M.newKeyName }), 'reporting');
  await pick(body, /Expires in/, M.expiryDays(90));
  await userEvent.click(body.getByRole('button', { name: M.createKey }));
  await waitFor(() => expect(body.getByRole('textbox', { name: M.apiSecretLabel })).toHaveValue(issuedServiceAccountKeyFixture.api_secret));
  await expect(body.getByRole('textbox', { name: M.apiKeyLabel })).toHaveValue(issuedServiceAccountKeyFixture.api_key);
  await expect(body.getByText(M.secretOnce)).toBeVisible();
  await expect(body.getByRole('button', { name: 'Copy api secret' })).toBeVisible();
  await expect(calls.find((item) => item.call.startsWith('POST') && item.call.endsWith('/keys'))?.body).toMatchObject({ name: 'reporting' });
  await expect(within(body.getByRole('grid', { name: M.keysLabel })).getByText('vsa_b7e21c09…')).toBeVisible();
});

/** I have copied it: the secret is gone for good. */
export const SecretDismissed = formStory(serviceAccountFixture, {}, async (body) => {
  await keysTable(body);
  await userEvent.click(body.getByRole('button', { name: M.createKey }));
  await userEvent.click(await body.findByRole('button', { name: M.issuedDone }));
  await waitFor(() => expect(body.queryByRole('textbox', { name: M.apiSecretLabel })).toBeNull());
}, noScreenshot);

/** Create key refused: the server's sentence above the keys. */
export const KeyCreateRefused = formStory(serviceAccountFixture, { keyChange: 'fail' }, async (body) => {
  await keysTable(body);
  await userEvent.click(body.getByRole('button', { name: M.createKey }));
  await expect(await body.findByText(serviceAccountRefusals.keyChange.message)).toBeVisible();
});

async function rowAction(body: Body, keyName: string, action: string) {
  const table = await keysTable(body);
  await userEvent.click(await table.findByRole('button', { name: `Actions for ${keyName}` }));
  await userEvent.click(await body.findByRole('menuitem', { name: action }));
}

/** Rotate asks first; confirmed, the new key's secret is shown and the old key leaves the list. */
export const RotateConfirmed = formStory(serviceAccountFixture, {}, async (body, calls) => {
  await rowAction(body, 'production', M.rotate);
  const confirm = within(await body.findByRole('alertdialog', { name: M.rotateTitle }));
  await expect(confirm.getByText(M.rotateBody('vsa_3fa8b771'))).toBeVisible();
  await expect(calls.some((item) => item.call.endsWith('/rotate'))).toBe(false);
  await userEvent.click(confirm.getByRole('button', { name: M.rotateConfirm }));
  await waitFor(() => expect(body.getByRole('textbox', { name: M.apiSecretLabel })).toHaveValue(issuedServiceAccountKeyFixture.api_secret));
  await waitFor(() => expect(body.queryByText('vsa_3fa8b771…')).toBeNull());
}, noScreenshot);

/** Revoke asks first; Cancel keeps the key. */
export const RevokeConfirm = formStory(serviceAccountFixture, {}, async (body, calls) => {
  await rowAction(body, 'staging', M.revoke);
  const confirm = within(await body.findByRole('alertdialog', { name: M.revokeTitle }));
  await expect(confirm.getByText(M.revokeBody('vsa_9c41d2e0'))).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(body.getByText('vsa_9c41d2e0…')).toBeVisible();
  await expect(calls.some((item) => item.call.startsWith('DELETE'))).toBe(false);
}, noScreenshot);

/** Revoke confirmed: the key leaves the list. */
export const Revoked = formStory(serviceAccountFixture, {}, async (body) => {
  await rowAction(body, 'staging', M.revoke);
  const confirm = within(await body.findByRole('alertdialog', { name: M.revokeTitle }));
  await userEvent.click(confirm.getByRole('button', { name: M.revokeConfirm }));
  await waitFor(() => expect(body.queryByText('vsa_9c41d2e0…')).toBeNull());
  await expect(body.getByText('vsa_3fa8b771…')).toBeVisible();
}, noScreenshot);
