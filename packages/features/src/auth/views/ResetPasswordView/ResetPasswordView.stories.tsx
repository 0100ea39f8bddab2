import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { RESET_TOKEN, passwordPolicyFixture } from '../../fixtures/auth';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { authStoryHandlers, authStoryStore, closeToast, loaded, fieldLabelled as field, resetAuthStory } from '../LoginScreen/LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/ResetPassword',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers({ policy: passwordPolicyFixture }),
    route: { path: '/', initialEntries: [`/?token=${RESET_TOKEN}`] },
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;


/** A valid token from the address: the new password form with the policy hints. */
export const ValidToken: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: M.titleResetPassword })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(M.titleResetPassword));
    await expect(await canvas.findByText(M.policyTitle)).toBeVisible();
    await waitFor(() => expect(field(canvas, M.newPasswordLabel)).toHaveFocus());
  },
};

export const ShowsErrors: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await canvas.findByText(M.policyTitle);
    await userEvent.click(canvas.getByRole('button', { name: M.resetButton }));
    await expect(canvas.getByText(M.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(M.confirmRequired)).toBeVisible();
    await userEvent.type(field(canvas, M.newPasswordLabel), 'Correct-horse-1');
    await userEvent.type(field(canvas, M.confirmPasswordLabel), 'Correct-horse-2');
    await userEvent.click(canvas.getByRole('button', { name: M.resetButton }));
    await expect(canvas.getByText(M.passwordsMismatch)).toBeVisible();
  },
};

export const ExpiredToken: Story = {
  parameters: { msw: authStoryHandlers({ tokenValid: false }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.resetTokenExpired);
  },
};

/** Success: 'Password changed successfully', then back to the login. */
export const Success: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await canvas.findByText(M.policyTitle);
    await userEvent.type(field(canvas, M.newPasswordLabel), 'Correct-horse-1');
    await userEvent.type(field(canvas, M.confirmPasswordLabel), 'Correct-horse-1');
    await userEvent.click(canvas.getByRole('button', { name: M.resetButton }));
    await expect(await canvas.findByRole('heading', { level: 1, name: M.titleLogin })).toBeVisible();
    await closeToast(canvasElement, M.resetSucceeded);
  },
};
