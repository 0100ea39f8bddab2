import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { idpLogoutUrl, samlRedirectConfigFixture } from '../../fixtures/session';
import { sessionHandlers } from '../../mocks/session.handlers';
import { sessionStoryKit } from '../../mocks/sessionStory';
import { SessionPreview } from '../SessionPreview';
import { sessionReady } from '../storyHelpers';
import { SessionWatcher } from './SessionWatcher';

const meta = {
  title: 'Features/Session/SessionWatcher',
  component: SessionWatcher,
  // SessionWatcher renders nothing of its own until a modal is due: the preview around it shows
  // the session from the outside and offers the user menu's Logout.
  render: () => <SessionPreview />,
} satisfies Meta<typeof SessionWatcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const playground = sessionStoryKit();
/** A signed-in, active session. */
export const Playground: Story = {
  parameters: { store: playground.store, route: playground.route, msw: sessionHandlers.signedIn() },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await expect(canvas.getByTestId('status')).toHaveTextContent('signed-in');
    await expect(canvas.getByTestId('activity')).toHaveTextContent('active');
    await expect(canvas.getByText('admin')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/dashboard'));
  },
};

const sequence = sessionStoryKit();
/** Logout: pre-logout, to /, toasts cleared, the server's logout, then the reply's redirect_url. */
export const LogoutSequence: Story = {
  parameters: {
    store: sequence.store,
    route: sequence.route,
    msw: sessionHandlers.signedIn({ redirectUrl: idpLogoutUrl, record: sequence.record }),
  },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await expect(sequence.log).toEqual(['POST /pre_logout', 'toasts cleared', 'GET /logout', `assign ${idpLogoutUrl}`]);
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    await expect(canvas.queryByText('Session timed out')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

const samlRedirect = sessionStoryKit();
/** A system with SAML auto-redirect: logout goes to / with redirect=false, so the login screen does not bounce to the IdP. */
export const LogoutWithSamlRedirect: Story = {
  parameters: {
    store: samlRedirect.store,
    route: samlRedirect.route,
    msw: sessionHandlers.signedIn({ config: samlRedirectConfigFixture }),
  },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/?redirect=false'));
  },
};
