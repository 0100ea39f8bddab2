import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { authStoryHandlers, authStoryStore, page, resetAuthStory, submitLogin } from '../LoginScreen/LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/PasswordExpired',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers({ login: 'passwordExpired' }),
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login answered 'password expired': the modal. */
export const PasswordExpiredModal: Story = {
  play: async ({ canvas, canvasElement }) => {
    await submitLogin(canvas);
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: M.passwordExpiredTitle });
    await expect(dialog).toHaveTextContent(M.passwordExpiredBody);
    await waitFor(() => expect(page(canvasElement).getByRole('button', { name: M.ok })).toHaveFocus());
  },
};

/** OK leads to the root with the token: the Reset Password view. */
export const OkOpensResetPassword: Story = {
  play: async ({ canvas, canvasElement }) => {
    await submitLogin(canvas);
    await userEvent.click(await page(canvasElement).findByRole('button', { name: M.ok }));
    await expect(await canvas.findByRole('heading', { level: 1, name: M.titleResetPassword })).toBeVisible();
    await canvas.findByRole('button', { name: M.resetButton });
  },
};
