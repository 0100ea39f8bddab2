import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiKeyFixture, regeneratedApiKeyFixture } from '../../fixtures/userAccess';
import { accessRefusal, userAccessHandlers } from '../../mocks/userAccess.handlers';
import { USER_ACCESS_MESSAGES as M } from '../../userAccess.messages';
import { accessStory, onPage, settled } from '../storyHelpers';
import { ApiKeyModal } from './ApiKeyModal';

const meta = {
  title: 'Features/UserAccess/ApiKeyModal',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const title = M.apiKeyTitle('jsmith');

async function keyShown(canvasElement: HTMLElement, key: string) {
  const dialog = within(await onPage(canvasElement).findByRole('dialog', { name: title }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: M.apiKeyLabel })).toHaveValue(key));
  return dialog;
}

/** Loading the key. */
export const Loading: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey({ load: 'pending' }) }),
  play: async ({ canvasElement }) => {
    const dialog = within(await onPage(canvasElement).findByRole('dialog', { name: title }));
    await expect(dialog.getByText(M.apiKeyLoading)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The key with Copy; the secret is masked, since the server keeps only its hash. */
export const KeyShown: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey() }),
  play: async ({ canvasElement }) => {
    const dialog = await keyShown(canvasElement, apiKeyFixture.api_key);
    await expect(dialog.getByRole('textbox', { name: M.apiSecretLabel })).toHaveValue(M.apiSecretMasked);
    await expect(dialog.getByText(M.apiSecretHidden)).toBeVisible();
    await expect(dialog.getByText(M.apiKeyCreated('Oct 1, 2026, 12:00 PM UTC'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.copy('api key') })).toBeVisible();
    await settled(canvasElement);
  },
};

/** Regenerate asks first; Cancel keeps the key. */
export const RegenerateConfirm: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey() }),
  play: async ({ canvasElement }) => {
    const dialog = await keyShown(canvasElement, apiKeyFixture.api_key);
    await userEvent.click(dialog.getByRole('button', { name: M.apiKeyRegenerate }));
    const confirm = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.apiKeyConfirmTitle }));
    await expect(confirm.getByText(M.apiKeyConfirmBody)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await settled(canvasElement);
  },
};

/** Confirmed: the new secret is shown once, with Copy, and a success toast. */
export const NewSecret: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey() }),
  play: async ({ canvasElement }) => {
    const dialog = await keyShown(canvasElement, apiKeyFixture.api_key);
    await userEvent.click(dialog.getByRole('button', { name: M.apiKeyRegenerate }));
    const confirm = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.apiKeyConfirmTitle }));
    await userEvent.click(confirm.getByRole('button', { name: M.apiKeyConfirm }));
    const shown = await keyShown(canvasElement, regeneratedApiKeyFixture.api_key);
    await expect(shown.getByRole('textbox', { name: M.apiSecretLabel })).toHaveValue(regeneratedApiKeyFixture.api_secret);
    await expect(shown.getByText(M.apiSecretOnce)).toBeVisible();
    await expect(shown.getByRole('button', { name: M.copy('api secret') })).toBeVisible();
    await expect(await onPage(canvasElement).findByText(M.apiKeyRegenerated)).toBeVisible();
    await settled(canvasElement);
  },
};

/** Regeneration refused: an error toast with the server's sentence; the old key stays. */
export const RegenerateFailed: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey({ regenerate: 'fail' }) }),
  play: async ({ canvasElement }) => {
    const dialog = await keyShown(canvasElement, apiKeyFixture.api_key);
    await userEvent.click(dialog.getByRole('button', { name: M.apiKeyRegenerate }));
    const confirm = within(await onPage(canvasElement).findByRole('alertdialog', { name: M.apiKeyConfirmTitle }));
    await userEvent.click(confirm.getByRole('button', { name: M.apiKeyConfirm }));
    const page = onPage(canvasElement);
    await expect(await page.findByText(M.apiKeyRegenerateFailed)).toBeVisible();
    await expect(page.getByText(accessRefusal.message)).toBeVisible();
    await keyShown(canvasElement, apiKeyFixture.api_key);
    await settled(canvasElement);
  },
};

/** No key yet (404): Generate API Key issues one without a confirmation. */
export const NoKeyYet: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey({ key: null }) }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = within(await onPage(canvasElement).findByRole('dialog', { name: title }));
    await expect(await dialog.findByText(M.apiKeyMissing)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: M.apiKeyGenerate }));
    await keyShown(canvasElement, regeneratedApiKeyFixture.api_key);
    await settled(canvasElement);
  },
};

/** The key could not be loaded: the server's sentence and Try Again; Escape closes. */
export const LoadFailed: Story = {
  ...accessStory({ modal: ApiKeyModal, handlers: userAccessHandlers.apiKey({ load: 'fail' }) }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const page = onPage(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: title }));
    await expect(await dialog.findByText(M.apiKeyLoadFailed)).toBeVisible();
    await expect(dialog.getByText(accessRefusal.message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.tryAgain })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: title })).toBeNull());
    await settled(canvasElement);
  },
};
