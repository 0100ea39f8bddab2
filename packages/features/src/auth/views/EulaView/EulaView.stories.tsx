import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { EULA_TEXT } from '../../fixtures/auth';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { authStoryHandlers, authStoryStore, resetAuthStory, submitLogin } from '../LoginScreen/LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/Eula',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers({ login: 'eula' }),
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server asks for the terms after the login. */
export const Eula: Story = {
  play: async ({ canvas }) => {
    await submitLogin(canvas);
    const heading = await canvas.findByRole('heading', { level: 1, name: M.titleEula });
    await waitFor(() => expect(document.title).toBe(M.titleEula));
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(await canvas.findByRole('region', { name: M.eulaTextLabel })).toHaveTextContent(EULA_TEXT);
  },
};

/** Accept repeats the login with eula_agreed, which signs in. */
export const AcceptSignsIn: Story = {
  play: async ({ canvas }) => {
    await submitLogin(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: M.eulaAccept }));
    // The repeated login succeeds: the step ends without an error (the saga test checks the call and its eula_agreed).
    await expect(await canvas.findByRole('heading', { level: 1, name: M.titleLogin })).toBeVisible();
    await expect(canvas.queryByText(M.loginFailed)).toBeNull();
  },
};

export const DeclineReturnsToLogin: Story = {
  play: async ({ canvas }) => {
    await submitLogin(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: M.eulaDecline }));
    await expect(await canvas.findByRole('heading', { level: 1, name: M.titleLogin })).toBeVisible();
  },
};
