import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { accessUserWithoutEmailFixture, renewedResetTokenFixture, resetTokenFixture } from '../../fixtures/userAccess';
import { accessRefusal, userAccessHandlers } from '../../mocks/userAccess.handlers';
import { USER_ACCESS_MESSAGES as M } from '../../userAccess.messages';
import { accessStory, onPage, settled } from '../storyHelpers';
import { ResetPasswordModal } from './ResetPasswordModal';

const meta = {
  title: 'Features/UserAccess/ResetPasswordModal',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const title = M.resetTitle('jsmith');

async function openDialog(canvasElement: HTMLElement) {
  return within(await onPage(canvasElement).findByRole('dialog', { name: title }));
}

async function linkShown(canvasElement: HTMLElement, link: string) {
  const dialog = await openDialog(canvasElement);
  await waitFor(() => expect(dialog.getByRole('textbox', { name: M.resetLinkLabel })).toHaveValue(link));
  return dialog;
}

/** Generating the link: the modal waits for the server. */
export const Generating: Story = {
  ...accessStory({ modal: ResetPasswordModal, handlers: [...userAccessHandlers.resetTokens({ outcome: 'pending' }), ...userAccessHandlers.resetNotice()] }),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(M.resetGenerating)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.resetSend })).toBeDisabled();
    await settled(canvasElement);
  },
};

/** The generated link, its expiry, and Copy. */
export const LinkGenerated: Story = {
  ...accessStory({ modal: ResetPasswordModal, handlers: [...userAccessHandlers.resetTokens(), ...userAccessHandlers.resetNotice()] }),
  play: async ({ canvasElement }) => {
    const dialog = await linkShown(canvasElement, resetTokenFixture.link);
    await expect(dialog.getByText('The link expires on Nov 23, 2026, 9:30 AM UTC.')).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(dialog.getByRole('button', { name: M.copy('password reset link') }));
    await expect(write).toHaveBeenCalledWith(resetTokenFixture.link);
    await expect(await onPage(canvasElement).findByText(M.copied)).toBeVisible();
    write.mockRestore();
    await settled(canvasElement);
  },
};

const renewLog: string[] = [];
/** 'Generate New Link' renews the link (PUT). */
export const LinkRenewed: Story = {
  ...accessStory({
    modal: ResetPasswordModal,
    handlers: [...userAccessHandlers.resetTokens({ record: (call) => renewLog.push(call) }), ...userAccessHandlers.resetNotice()],
  }),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await linkShown(canvasElement, resetTokenFixture.link);
    await userEvent.click(dialog.getByRole('button', { name: M.resetRenew }));
    await linkShown(canvasElement, renewedResetTokenFixture.link);
    await expect(renewLog.slice(-2)).toEqual(['POST /settings/users/tokens/generate', 'PUT /settings/users/tokens/generate']);
    await settled(canvasElement);
  },
};

const sendLog: string[] = [];
/** Sent by e-mail (POST), then again (PUT): a success toast each time; the old link is gone. */
export const Sent: Story = {
  ...accessStory({
    modal: ResetPasswordModal,
    handlers: [...userAccessHandlers.resetTokens(), ...userAccessHandlers.resetNotice({ record: (call) => sendLog.push(call) })],
  }),
  play: async ({ canvasElement }) => {
    const dialog = await linkShown(canvasElement, resetTokenFixture.link);
    await userEvent.click(dialog.getByRole('button', { name: M.resetSend }));
    await expect(await dialog.findByText(M.resetSentNotice('jsmith@example.com'))).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: M.resetLinkLabel })).toBeNull();
    await expect(await onPage(canvasElement).findByText(M.resetSent('jsmith@example.com'))).toBeVisible();
    // From the keyboard: Send Again.
    dialog.getByRole('button', { name: M.resetResend }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sendLog.slice(-2)).toEqual(['POST /settings/users/tokens/notify', 'PUT /settings/users/tokens/notify']));
    await settled(canvasElement);
  },
};

/** The e-mail failed: an error toast with the server's sentence; the link stays. */
export const SendFailed: Story = {
  ...accessStory({ modal: ResetPasswordModal, handlers: [...userAccessHandlers.resetTokens(), ...userAccessHandlers.resetNotice({ outcome: 'fail' })] }),
  play: async ({ canvasElement }) => {
    const dialog = await linkShown(canvasElement, resetTokenFixture.link);
    await userEvent.click(dialog.getByRole('button', { name: M.resetSend }));
    const page = onPage(canvasElement);
    await expect(await page.findByText(M.resetSendFailed)).toBeVisible();
    await expect(page.getByText(accessRefusal.message)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: M.resetLinkLabel })).toHaveValue(resetTokenFixture.link);
    await settled(canvasElement);
  },
};

/** The link could not be generated: the server's sentence and Try Again. */
export const GenerationFailed: Story = {
  ...accessStory({ modal: ResetPasswordModal, handlers: [...userAccessHandlers.resetTokens({ outcome: 'fail' }), ...userAccessHandlers.resetNotice()] }),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText(M.resetGenerateFailed)).toBeVisible();
    await expect(dialog.getByText(accessRefusal.message)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.tryAgain })).toBeEnabled();
    await settled(canvasElement);
  },
};

/** A user without an e-mail address: the link can only be copied. */
export const WithoutEmail: Story = {
  ...accessStory({
    modal: ResetPasswordModal,
    user: accessUserWithoutEmailFixture,
    handlers: [...userAccessHandlers.resetTokens(), ...userAccessHandlers.resetNotice()],
  }),
  play: async ({ canvasElement }) => {
    const dialog = await linkShown(canvasElement, resetTokenFixture.link);
    await expect(dialog.getByText(M.resetNoEmail)).toBeVisible();
    await expect(dialog.getByRole('button', { name: M.resetSend })).toBeDisabled();
    await settled(canvasElement);
  },
};
