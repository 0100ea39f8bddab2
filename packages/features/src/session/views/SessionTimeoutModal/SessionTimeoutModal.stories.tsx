import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { itUserFixture } from '../../fixtures/session';
import { sessionHandlers } from '../../mocks/session.handlers';
import { sessionStoryKit } from '../../mocks/sessionStory';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { SessionPreview } from '../SessionPreview';
import { MINUTE, SECOND, onPage, sessionReady } from '../storyHelpers';
import { SessionTimeoutModal } from './SessionTimeoutModal';

const meta = {
  title: 'Features/Session/SessionTimeoutModal',
  component: SessionTimeoutModal,
  // The modal reads the session's store: each story runs a signed-in session (timeout 30 minutes,
  // so idle after 29) on a manual clock that the play function moves.
  render: () => <SessionPreview />,
} satisfies Meta<typeof SessionTimeoutModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const countdown = sessionStoryKit();
/** Idle for 29 minutes: the modal counts down from 60 s. */
export const Countdown: Story = {
  parameters: { store: countdown.store, route: countdown.route, msw: sessionHandlers.signedIn() },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await countdown.clock.advance(29 * MINUTE - SECOND);
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();

    await countdown.clock.advance(SECOND);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.timeoutTitle });
    await expect(dialog).toHaveTextContent(`${M.timeoutBody} 60 seconds.`);
    await expect(dialog).toHaveTextContent(M.timeoutQuestion);
    await expect(canvas.getByTestId('activity')).toHaveTextContent('idle');
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Logout', 'Continue Session']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continue Session' })).toHaveFocus());

    await countdown.clock.advance(15 * SECOND);
    await expect(dialog).toHaveTextContent(`${M.timeoutBody} 45 seconds.`);
  },
};

const atZero = sessionStoryKit();
/** The countdown reached 0: logged out with 'Session timed out'; an admin is sent to /administration. */
export const AtZero: Story = {
  parameters: { store: atZero.store, route: atZero.route, msw: sessionHandlers.signedIn({ record: atZero.record }) },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await atZero.clock.advance(29 * MINUTE + 59 * SECOND);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.timeoutTitle });
    await expect(dialog).toHaveTextContent(`${M.timeoutBody} 1 second.`);

    await atZero.clock.advance(SECOND);
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('Session timed out')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/administration'));
    await expect(atZero.log).toEqual(['POST /pre_logout', 'toasts cleared', 'GET /logout']);
  },
};

const continued = sessionStoryKit();
/** Continue Session closes the modal and the session goes on. */
export const ContinueSessionRestores: Story = {
  tags: ['no-screenshot'],
  parameters: { store: continued.store, route: continued.route, msw: sessionHandlers.signedIn() },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await continued.clock.advance(29 * MINUTE + 20 * SECOND);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.timeoutTitle });
    await expect(dialog).toHaveTextContent('40 seconds');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Session' }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('activity')).toHaveTextContent('active');

    // The old countdown is gone: its 0 passes and the user is still signed in.
    await continued.clock.advance(MINUTE);
    await expect(canvas.getByTestId('status')).toHaveTextContent('signed-in');
    await expect(canvas.queryByText('Session timed out')).not.toBeInTheDocument();
  },
};

const loggedOut = sessionStoryKit();
/** Logout in the modal: the logout sequence, without 'Session timed out'; a user who is not an admin goes to /. */
export const LogoutFromModal: Story = {
  parameters: {
    store: loggedOut.store,
    route: loggedOut.route,
    msw: sessionHandlers.signedIn({ user: itUserFixture, record: loggedOut.record }),
  },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await loggedOut.clock.advance(29 * MINUTE);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.timeoutTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    await expect(canvas.queryByText('Session timed out')).not.toBeInTheDocument();
    await expect(loggedOut.log).toEqual(['POST /pre_logout', 'toasts cleared', 'GET /logout']);
  },
};
