import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { AUTH_STORAGE_KEYS } from '../../authStorage';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { STORY_NOW_MS, authStoryHandlers, authStoryStore, closeToast, resetAuthStory, submitLogin, type StoryCanvas } from '../LoginScreen/LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/TwoFactor',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers({ login: 'twoFactor' }),
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = StoryCanvas;

/** Logs in, waits for the code view and its 'Code sent successfully' toast, and closes the toast. */
async function openCodeStep(canvas: Canvas, canvasElement: HTMLElement, toast: string | null = M.codeSent) {
  await submitLogin(canvas);
  await canvas.findByRole('heading', { level: 1, name: M.twoFactorTitle });
  if (toast) await closeToast(canvasElement, toast);
}

const digit = (canvas: Canvas, n: number) => canvas.getByRole('textbox', { name: `Digit ${n} of 6` });

/** The code view: a code is sent on mount; Login needs all six digits. */
export const CodeEntry: Story = {
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement);
    await expect(canvas.getByText(M.twoFactorSentTo('admin@example.com'))).toBeVisible();
    const login = canvas.getByRole('button', { name: M.loginButton });
    await expect(login).toBeDisabled();
    await userEvent.click(digit(canvas, 1));
    await userEvent.keyboard('04291');
    await expect(login).toBeDisabled();
    await userEvent.keyboard('7');
    await expect(login).toBeEnabled();
  },
};

/** A paste takes the first six characters. */
export const PasteFillsTheCode: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement);
    await userEvent.click(digit(canvas, 1));
    await userEvent.paste('12345678');
    await expect(digit(canvas, 6)).toHaveValue('6');
    await expect(canvas.getByRole('button', { name: M.loginButton })).toBeEnabled();
  },
};

export const CodeExpired: Story = {
  parameters: { msw: authStoryHandlers({ login: 'twoFactor', verify: 'codeExpired' }) },
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement);
    await userEvent.click(digit(canvas, 1));
    await userEvent.paste('000000');
    await userEvent.click(canvas.getByRole('button', { name: M.loginButton }));
    await expect(await canvas.findByText(M.codeExpired)).toBeVisible();
    await expect(canvas.getByText(M.codeExpiredHint)).toBeVisible();
  },
};

/** A 429: the boxes lock, with an mm:ss countdown (the stories' clock stands still). */
export const LockedCountdown: Story = {
  parameters: { msw: authStoryHandlers({ login: 'twoFactor', verify: 'locked' }) },
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement);
    await userEvent.click(digit(canvas, 1));
    await userEvent.paste('111111');
    await userEvent.click(canvas.getByRole('button', { name: M.loginButton }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(M.twoFactorLockTitle);
    await expect(alert).toHaveTextContent('Maximum number of attempts exceeded. Try again in 05:00 minutes.');
    await expect(digit(canvas, 1)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: M.sendAgain })).toBeDisabled();
    await expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEYS.twoFactorLock) ?? 'null')).toEqual({
      lockedUntil: STORY_NOW_MS + 5 * 60_000,
    });
  },
};

export const SendAgainFails: Story = {
  parameters: { msw: authStoryHandlers({ login: 'twoFactor', sendCode: 'failure' }) },
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement, M.codeSendFailed);
    await userEvent.click(canvas.getByRole('button', { name: M.sendAgain }));
    await closeToast(canvasElement, M.codeSendFailed);
  },
};

export const BackReturnsToLogin: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await openCodeStep(canvas, canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.back }));
    await expect(await canvas.findByRole('heading', { level: 1, name: M.titleLogin })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: M.userNameLabel })).toHaveFocus());
  },
};
