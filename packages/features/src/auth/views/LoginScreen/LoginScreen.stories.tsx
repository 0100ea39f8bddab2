import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { constantsHandlers } from '../../../constants/mocks/constants.handlers';
import { federalConstantsFixture } from '../../../constants/fixtures/constants';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { USER_NAME_MAX_CHARS } from '../../auth.constants';
import {
  allMethodsLoginSettings,
  brandedLoginSettings,
  ldapLoginSettings,
  ldapTitledLoginSettings,
  longLoginMessage,
  longMessageLoginSettings,
  noRememberMeLoginSettings,
  samlAutoRedirectLoginSettings,
  samlOnlyLoginSettings,
  smartcardLoginSettings,
} from '../../fixtures/auth';
import { authHandlers, authScenario } from '../../mocks/auth.handlers';
import { buildLoginSettings } from '@vigil/openapi/mocks';
import { put } from 'redux-saga/effects';
import { SESSION_MESSAGES } from '../../../session/session.messages';
import { sessionEnded } from '../../../session/state/session.slice';
import { LoginScreen } from './LoginScreen';
import { authStoryHandlers, authStoryStore, loaded, page, resetAuthStory, storyAssign, submitLogin, type StoryCanvas } from './LoginScreen.storyKit';

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  parameters: {
    layout: 'fullscreen',
    store: authStoryStore,
    msw: authStoryHandlers(),
  },
  beforeEach: () => {
    resetAuthStory();
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: StoryCanvas) => canvas.getByLabelText(new RegExp(`^${M.passwordLabel}`));

/** The standard user name and password form. */
export const Standard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: M.titleLogin })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(M.titleLogin));
    await expect(canvas.getByRole('textbox', { name: M.userNameLabel })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: M.rememberMe })).not.toBeChecked();
    await expect(canvas.queryByText(M.otherMethods)).not.toBeInTheDocument();
  },
};

export const ShowsRequiredErrors: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    // The LDAP form loads when shown.
    await userEvent.click(await canvas.findByRole('button', { name: M.loginButton }));
    await expect(canvas.getByText(M.userNameRequired)).toBeVisible();
    await expect(canvas.getByText(M.passwordRequired)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.fillRequired);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: M.userNameLabel })).toHaveFocus());
  },
};

export const ShowsMissingPassword: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: M.userNameLabel }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: M.loginButton }));
    await expect(canvas.getByText(M.passwordRequired)).toBeVisible();
    await expect(canvas.queryByText(M.userNameRequired)).not.toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.fillRequired);
    await waitFor(() => expect(password(canvas)).toHaveFocus());
  },
};

export const UserNameStopsAt30: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await loaded(canvas);
    const userName = canvas.getByRole('textbox', { name: M.userNameLabel });
    await userEvent.type(userName, 'u'.repeat(USER_NAME_MAX_CHARS + 5));
    await expect(userName).toHaveValue('u'.repeat(USER_NAME_MAX_CHARS));
  },
};

export const LoginFailed: Story = {
  parameters: { msw: authStoryHandlers({ login: 'failed' }) },
  play: async ({ canvas }) => {
    await submitLogin(canvas, 'admin', 'wrong');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.loginFailed);
  },
};

export const LockedOutAccount: Story = {
  parameters: { msw: authStoryHandlers({ login: 'lockedAccount' }) },
  play: async ({ canvas }) => {
    await submitLogin(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(M.lockoutTitle);
    await expect(alert).toHaveTextContent(
      'Your account has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in 15 minutes or contact the administrator for assistance',
    );
  },
};

export const LockedOutIp: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: authStoryHandlers({ login: 'lockedIp' }) },
  play: async ({ canvas }) => {
    await submitLogin(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your IP has been temporarily locked due to exceeding the allowed number of failed login attempts. Please try again in 15 minutes or contact the administrator for assistance',
    );
  },
};

export const WithoutRememberMe: Story = {
  parameters: { msw: authStoryHandlers({ settings: noRememberMeLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('checkbox', { name: M.rememberMe })).not.toBeInTheDocument();
  },
};

/** LDAP beside the standard form: its button ('Login with' + product name) switches to the LDAP form. */
export const Ldap: Story = {
  parameters: { msw: authStoryHandlers({ settings: ldapLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login with Vigil' }));
    await expect(await canvas.findByRole('form', { name: 'Login with Vigil' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /CORP/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.loginWithPassword })).toBeVisible();
  },
};

export const LdapShowsRequiredErrors: Story = {
  parameters: {
    msw: authStoryHandlers({
      settings: buildLoginSettings({ standard: { default_login: false }, ldap: { enabled: true, domains: [{ domain_display_name: 'CORP' }] } }),
    }),
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    // The LDAP form loads when shown.
    await userEvent.click(await canvas.findByRole('button', { name: M.loginButton }));
    await expect(canvas.getByText(M.userNameRequired)).toBeVisible();
    await expect(canvas.getByText(M.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(M.domainRequired)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(M.fillRequired);
  },
};

export const LdapCustomTitle: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: authStoryHandlers({ settings: ldapTitledLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Login with Active Directory' })).toBeVisible();
  },
};

export const Smartcard: Story = {
  parameters: { msw: authStoryHandlers({ settings: smartcardLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: M.smartcardButton }));
    await expect(await canvas.findByRole('form', { name: M.smartcardButton })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: M.userHintLabel })).toBeVisible();
  },
};

export const SmartcardDomainRequired: Story = {
  parameters: {
    msw: authStoryHandlers({
      settings: buildLoginSettings({ standard: { default_login: false }, smartcard: { enabled: true } }),
    }),
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    // The smartcard form loads when shown.
    await userEvent.click(await canvas.findByRole('button', { name: M.loginButton }));
    await expect(canvas.getByText(M.smartcardDomainRequired)).toBeVisible();
  },
};

/** Every way in; a SAML button sends the browser to /api/login/saml with its IdP. */
export const SamlButtons: Story = {
  parameters: { msw: authStoryHandlers({ settings: allMethodsLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Login with Okta' }));
    await expect(storyAssign).toHaveBeenCalledWith('/api/login/saml?idp=okta');
    await expect(canvas.getByRole('button', { name: 'Login with Entra ID' })).toBeVisible();
  },
};

export const SamlOnly: Story = {
  parameters: { msw: authStoryHandlers({ settings: samlOnlyLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Login with Okta' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: M.userNameLabel })).not.toBeInTheDocument();
  },
};

export const SamlAutoRedirect: Story = {
  parameters: { msw: authStoryHandlers({ settings: samlAutoRedirectLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await waitFor(() => expect(storyAssign).toHaveBeenCalledWith('/api/login/saml?idp=okta'));
  },
};

export const SamlRedirectDisabled: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: authStoryHandlers({ settings: samlAutoRedirectLoginSettings }), route: { path: '/', initialEntries: ['/?redirect=false'] } },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(storyAssign).not.toHaveBeenCalled();
  },
};

/** The server's SAML failure arrives in the `error` query parameter. */
export const SamlError: Story = {
  parameters: {
    msw: authStoryHandlers({ settings: samlAutoRedirectLoginSettings }),
    route: { path: '/', initialEntries: ['/?redirect=false&error=Empty%20SAML%20Certificate'] },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Empty SAML Certificate');
    await expect(storyAssign).not.toHaveBeenCalled();
  },
};

/** Back on the login page after the idle timeout logged the user out (spec 000 section 4). */
export const AfterSessionTimeout: Story = {
  parameters: {
    store: {
      ...authStoryStore,
      *saga() {
        yield put(sessionEnded({ reason: 'timed-out', message: SESSION_MESSAGES.sessionTimedOut }));
        yield* authStoryStore.saga();
      },
    },
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Session timed out');
  },
};

export const Loading: Story = {
  parameters: { msw: [authHandlers.licenseLoading(), constantsHandlers.success()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(M.loading);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await canvas.findByText(M.version('6.0.0'));
  },
};

export const NetworkError: Story = {
  parameters: { msw: [authHandlers.signupStatusFailure(503), ...authScenario(), constantsHandlers.success()] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(M.networkError);
    await expect(canvas.getByRole('button', { name: M.retry })).toBeVisible();
    await canvas.findByText(M.version('6.0.0'));
  },
};

export const CustomLogoAndMessage: Story = {
  parameters: { msw: authStoryHandlers({ settings: brandedLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getByRole('img', { name: 'Vigil' })).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
    await expect(await canvas.findByText(/Authorized use only/)).toBeVisible();
  },
};

/** A login message over 625 characters: its tooltip is the long kind. */
export const LongLoginMessage: Story = {
  parameters: { msw: authStoryHandlers({ settings: longMessageLoginSettings }) },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const trigger = await canvas.findByRole('button', { name: M.loginMessageFull });
    await userEvent.tab({ shift: true });
    trigger.focus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(longLoginMessage);
    await expect(tooltip.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};

export const FederalVersion: Story = {
  tags: ['no-screenshot'],
  parameters: { msw: [...authScenario(), constantsHandlers.success(federalConstantsFixture)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('VERSION 6.0.0-FED 1234')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { msw: authStoryHandlers({ settings: allMethodsLoginSettings }) },
  play: async ({ canvas }) => {
    await loaded(canvas);
  },
};
