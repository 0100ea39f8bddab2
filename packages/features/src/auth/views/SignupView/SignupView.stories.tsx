import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { inactivePasswordPolicy, passwordPolicyFixture } from '../../fixtures/auth';
import { LoginScreen } from '../LoginScreen/LoginScreen';
import { authStoryHandlers, authStoryStore, loaded, fieldLabelled as field, resetAuthStory } from '../LoginScreen/LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/Signup',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers({ adminExists: false, policy: inactivePasswordPolicy }),
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;


/** First run: no admin exists yet. */
export const Signup: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: M.titleSignup })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(M.titleSignup));
    const userName = await canvas.findByRole('textbox', { name: M.userNameLabel });
    await expect(userName).toHaveValue('admin');
    await expect(userName).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: M.emailLabel })).toHaveFocus();
    await expect(canvas.queryByText(M.policyTitle)).not.toBeInTheDocument();
  },
};

export const ShowsRequiredErrors: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: M.signupButton }));
    await expect(canvas.getByText(M.emailRequired)).toBeVisible();
    await expect(canvas.getByText(M.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(M.confirmRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: M.emailLabel })).toHaveFocus());
  },
};

export const ShowsInvalidEmailAndMismatch: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: M.emailLabel }), 'soc@vigil');
    await userEvent.type(field(canvas, M.newPasswordLabel), 'Correct-horse-1');
    await userEvent.type(field(canvas, M.confirmPasswordLabel), 'Correct-horse-2');
    await userEvent.click(canvas.getByRole('button', { name: M.signupButton }));
    await expect(canvas.getByText(M.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(M.passwordsMismatch)).toBeVisible();
  },
};

export const WithPasswordPolicy: Story = {
  parameters: { msw: authStoryHandlers({ adminExists: false, policy: passwordPolicyFixture }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await canvas.findByText(M.policyTitle)).toBeVisible();
    const list = canvas.getByRole('list', { name: M.policyTitle });
    await expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Passwords must have minimum 12 characters',
      '1 lower case characters',
      '1 upper case characters',
      '1 number',
      '1 special characters',
    ]);
  },
};

/** The server refuses the signup: its message is shown as is. */
export const ServerError: Story = {
  parameters: {
    msw: authStoryHandlers({
      adminExists: false,
      policy: inactivePasswordPolicy,
      signup: { status: 400, message: 'Password must contain at least 1 special characters' },
    }),
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(await canvas.findByRole('textbox', { name: M.emailLabel }), 'soc@example.com');
    await userEvent.type(field(canvas, M.newPasswordLabel), 'Correcthorse1');
    await userEvent.type(field(canvas, M.confirmPasswordLabel), 'Correcthorse1');
    await userEvent.click(canvas.getByRole('button', { name: M.signupButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Password must contain at least 1 special characters');
  },
};
