import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { itUserFixture, lifetimeConfigFixture, sessionExpiryFixture } from '../../fixtures/session';
import { sessionHandlers } from '../../mocks/session.handlers';
import { sessionStoryKit, type SessionStoryKit } from '../../mocks/sessionStory';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { SessionPreview } from '../SessionPreview';
import { MINUTE, SECOND, onPage, sessionReady } from '../storyHelpers';
import { LifetimeWarningModal } from './LifetimeWarningModal';

const meta = {
  title: 'Features/Session/LifetimeWarningModal',
  component: LifetimeWarningModal,
  // Lifetime mode, the lifespan ending 6 minutes after sign-in, no idle timeout.
  render: () => <SessionPreview />,
} satisfies Meta<typeof LifetimeWarningModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const lifetimeHandlers = (kit: SessionStoryKit, browserNotification = false) =>
  sessionHandlers.signedIn({
    user: { ...itUserFixture, timeout: null },
    config: lifetimeConfigFixture({ browserNotification }),
    expiry: () => sessionExpiryFixture(kit.clock.now(), { lifespanEndsInS: 6 * 60, idleS: null }),
  });

const notice = sessionStoryKit();
/** 5 minutes before the lifespan ends: a modal with only an OK button. */
export const Notice: Story = {
  parameters: { store: notice.store, route: notice.route, msw: lifetimeHandlers(notice) },
  play: async ({ canvasElement }) => {
    await sessionReady(canvasElement);
    await notice.clock.advance(MINUTE - SECOND);
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await notice.clock.advance(SECOND);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.lifetimeTitle });
    await expect(dialog).toHaveTextContent(M.lifetimeBody(5));
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['OK']);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
  },
};

const acknowledged = sessionStoryKit();
/** OK closes the notice; the session goes on until the lifespan ends. */
export const OkCloses: Story = {
  parameters: { store: acknowledged.store, route: acknowledged.route, msw: lifetimeHandlers(acknowledged) },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await acknowledged.clock.advance(MINUTE);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.lifetimeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('status')).toHaveTextContent('signed-in');
  },
};

const ended = sessionStoryKit();
/** The lifespan ended: logged out with 'Session timed out'. */
export const LifespanEnded: Story = {
  parameters: { store: ended.store, route: ended.route, msw: lifetimeHandlers(ended) },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await ended.clock.advance(6 * MINUTE);
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await expect(canvas.getByText('Session timed out')).toBeVisible();
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
  },
};

const notified = sessionStoryKit({ permission: 'granted' });
/** With display_browser_notification and permission granted: a browser notification, closed after 20 s, no modal. */
export const BrowserNotification: Story = {
  parameters: { store: notified.store, route: notified.route, msw: lifetimeHandlers(notified, true) },
  play: async ({ canvasElement }) => {
    await sessionReady(canvasElement);
    await notified.clock.advance(MINUTE);
    await expect(notified.notifications).toEqual([{ title: M.lifetimeTitle, body: M.lifetimeBody(5), closed: false }]);
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await notified.clock.advance(20 * SECOND - 1);
    await expect(notified.notifications[0]?.closed).toBe(false);
    await notified.clock.advance(1);
    await expect(notified.notifications[0]?.closed).toBe(true);
  },
};
