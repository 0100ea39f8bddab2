import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRoutes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SESSION_STORAGE_KEYS } from '@vigil/features';
import { ToastProvider } from '@vigil/ui';
import { authScenarios, constantsHandlers, sessionHandlers } from '@vigil/features/mocks';
import { routes } from './routes';
import { rootReducer, rootSaga } from './store';

/** The console's routes with the app's own store and a toast region, as `main.tsx` runs them. */
function ConsoleRoutes() {
  return <ToastProvider>{useRoutes(routes)}</ToastProvider>;
}

/** A browser that signed in before: the login marker is stored and the server knows the session. */
const signedIn = () => {
  localStorage.setItem(SESSION_STORAGE_KEYS.loginMarker, '1');
  return () => {
    localStorage.clear();
  };
};

const signedInHandlers = [
  constantsHandlers.success(),
  sessionHandlers.currentUser(),
  sessionHandlers.config(),
  sessionHandlers.expiry(),
  sessionHandlers.refresh(),
  sessionHandlers.preLogout(),
  sessionHandlers.logout(),
];

const meta = {
  title: 'App/Console',
  component: ConsoleRoutes,
  parameters: {
    layout: 'fullscreen',
    store: { reducer: rootReducer, saga: rootSaga },
    route: { path: '/*', initialEntries: ['/'] },
    msw: signedInHandlers,
  },
  beforeEach: signedIn,
} satisfies Meta<typeof ConsoleRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(await canvas.findByText('Vigil', { selector: 'dd' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: { path: '/*', initialEntries: ['/no/such/page'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  },
};

/** Without a stored sign-in the console is the login screen. */
export const SignedOut: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: { msw: [constantsHandlers.success(), ...authScenarios.success(), ...signedInHandlers] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /user name/i })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Login'));
  },
};

/** Signing in on the login screen starts the session and shows the console; Logout ends it. */
export const SignInAndOut: Story = {
  beforeEach: () => {
    localStorage.clear();
  },
  parameters: { msw: [constantsHandlers.success(), ...authScenarios.success(), ...signedInHandlers] },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /user name/i }), 'admin');
    await userEvent.type(canvas.getByLabelText(/password/i, { selector: 'input' }), 'Str0ng&long!');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBe('1');

    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('textbox', { name: /user name/i })).toBeVisible();
    await expect(localStorage.getItem(SESSION_STORAGE_KEYS.loginMarker)).toBeNull();
  },
};
