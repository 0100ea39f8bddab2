import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { call, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CurrentUser } from '@vigil/openapi';
import { readOnlyOwnerFixture } from '../../../navigation/fixtures/navigation';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { vaultsFixture } from '../../fixtures/vaults';
import { vaultsHandlers, type VaultsServerOptions } from '../../mocks/vaults.handlers';
import { createVaultsSaga } from '../../state/vaults.sagas';
import { vaultsSlice } from '../../state/vaults.slice';
import { VAULTS_TAB_MESSAGES as M } from '../../vaults.messages';
import { VaultsTab } from './VaultsTab';

/** Each call the story's server heard, with its body. */
const calls: { call: string; body?: unknown }[] = [];

const withServer = (options: Omit<VaultsServerOptions, 'record'> = {}) => ({
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    calls.length = 0;
    msw.use(...vaultsHandlers({ ...options, record: (call, body) => calls.push({ call, body }) }));
  },
});

/** The tab's real reducer and saga, signed in as `user`. */
const storeFor = (user: CurrentUser) => ({
  slices: [vaultsSlice, sessionSlice],
  saga: function* vaultsStorySaga() {
    yield put(sessionConfigLoaded(sessionConfigFixture));
    yield put(currentUserLoaded({ user, userData: null }));
    yield call(createVaultsSaga());
  },
});

const meta = {
  title: 'Features/Vaults/VaultsTab',
  component: VaultsTab,
  parameters: { store: storeFor(currentUserFixture) },
  ...withServer(),
} satisfies Meta<typeof VaultsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const vaultCard = async (element: HTMLElement) => within(await within(element).findByRole('region', { name: 'Open-source secrets vault' }));

/** The open-source vault configured: its address and mount shown, the token only said to be set. */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await expect(card.getByText(M.configured)).toBeVisible();
    await expect(card.getByRole('textbox', { name: /Address/ })).toHaveValue('https://vault.example.test:8200');
    await expect(card.getByText(M.tokenSet)).toBeVisible();
    await expect(card.getByLabelText(/^Token/)).toHaveValue('');
  },
};

export const ConfiguredDark: Story = { globals: { theme: 'dark' }, play: Configured.play };

/** Not configured yet: Save without an address and a token names both. */
export const NotConfigured: Story = {
  ...withServer({ vaults: vaultsFixture([]) }),
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await expect(card.getByText(M.notConfigured)).toBeVisible();
    await expect(card.getByText(M.tokenNotSet)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: M.save }));
    await expect(await card.findByText(M.addressRequired)).toBeVisible();
    await expect(card.getByText(M.tokenRequired)).toBeVisible();
    await expect(calls.some((entry) => entry.call.startsWith('PUT'))).toBe(false);
  },
};

/** Configuring it: the token is sent, never shown back; the vault is then configured. */
export const ConfigureSaves: Story = {
  tags: ['no-screenshot'],
  ...withServer({ vaults: vaultsFixture([]) }),
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await userEvent.type(card.getByRole('textbox', { name: /Address/ }), 'https://vault.internal:8200');
    await userEvent.type(card.getByLabelText(/^Token/), 's.token');
    await userEvent.click(card.getByRole('button', { name: M.save }));
    await expect(await within(canvasElement).findByText(M.saved('Open-source secrets vault'))).toBeVisible();
    await expect(calls.at(-1)).toEqual({ call: 'PUT /vaults/open_source_vault/provider', body: { address: 'https://vault.internal:8200', token: 's.token' } });
    const after = await vaultCard(canvasElement);
    await expect(after.getByText(M.configured)).toBeVisible();
    await expect(after.getByLabelText(/^Token/)).toHaveValue('');
  },
};

/** Forget asks first, then the vault is no longer configured. */
export const ForgetAfterConfirm: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: M.forget }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(calls.some((entry) => entry.call.startsWith('DELETE'))).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: M.forget }));
    await expect(await within(canvasElement).findByText(M.forgotten('Open-source secrets vault'))).toBeVisible();
    await expect(calls.at(-1)?.call).toBe('DELETE /vaults/open_source_vault/provider');
    await waitFor(async () => expect((await vaultCard(canvasElement)).getByText(M.notConfigured)).toBeVisible());
  },
};

/** The server refuses the address: its problem lands on the field. */
export const SaveRefused: Story = {
  tags: ['no-screenshot'],
  ...withServer({ saveRefusal: [{ field: '/address', message: 'The vault did not answer at this address.' }] }),
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: M.save }));
    await expect(await card.findByText('The vault did not answer at this address.')).toBeVisible();
  },
};

/** Settings View without Update: the vaults are shown, nothing can be changed. */
export const ReadOnly: Story = {
  tags: ['no-screenshot'],
  parameters: { store: storeFor(readOnlyOwnerFixture) },
  play: async ({ canvasElement }) => {
    const card = await vaultCard(canvasElement);
    await expect(within(canvasElement).getByText(M.readOnly)).toBeVisible();
    await expect(card.getByRole('textbox', { name: /Address/ })).toHaveAttribute('readonly');
    await expect(card.queryByRole('button', { name: M.save })).toBeNull();
    await expect(card.queryByRole('button', { name: M.forget })).toBeNull();
    await expect(card.getByText(M.tokenSet)).toBeVisible();
  },
};

/** The list could not be loaded: an error with Retry. */
export const LoadError: Story = {
  ...withServer({ failList: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal Server Error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: M.retry })).toBeVisible();
  },
};
