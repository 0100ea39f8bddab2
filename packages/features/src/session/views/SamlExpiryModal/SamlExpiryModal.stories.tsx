import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { samlUserFixture } from '../../fixtures/session';
import { sessionHandlers } from '../../mocks/session.handlers';
import { sessionStoryKit, type SessionStoryKit } from '../../mocks/sessionStory';
import { SESSION_MESSAGES as M } from '../../session.messages';
import { SessionPreview } from '../SessionPreview';
import { SECOND, onPage, sessionReady } from '../storyHelpers';
import { SamlExpiryModal } from './SamlExpiryModal';

const meta = {
  title: 'Features/Session/SamlExpiryModal',
  component: SamlExpiryModal,
  // A SAML user whose SAML session ends a set time after sign-in.
  render: () => <SessionPreview />,
} satisfies Meta<typeof SamlExpiryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const samlHandlers = (kit: SessionStoryKit, endsInMs: number) =>
  sessionHandlers.signedIn({ user: () => samlUserFixture(kit.clock.now() + endsInMs) });

const sixty = sessionStoryKit();
/** 60 s before the SAML session ends: a countdown that cannot be closed. */
export const SixtySeconds: Story = {
  parameters: { store: sixty.store, route: sixty.route, msw: samlHandlers(sixty, 90 * SECOND) },
  play: async ({ canvasElement }) => {
    await sessionReady(canvasElement);
    await sixty.clock.advance(30 * SECOND);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.samlTitle });
    await expect(dialog).toHaveTextContent(`${M.samlBody} 60 seconds.`);
    await expect(dialog).toHaveTextContent(M.samlAfter);
    await expect(within(dialog).queryAllByRole('button')).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await expect(onPage(canvasElement).getByRole('alertdialog', { name: M.samlTitle })).toBeVisible();
    await sixty.clock.advance(10 * SECOND);
    await expect(dialog).toHaveTextContent('50 seconds');
  },
};

const thirty = sessionStoryKit();
/** At most 30 s remain at sign-in: the countdown gives 30 s. */
export const ThirtySeconds: Story = {
  parameters: { store: thirty.store, route: thirty.route, msw: samlHandlers(thirty, 20 * SECOND) },
  play: async ({ canvasElement }) => {
    await sessionReady(canvasElement);
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.samlTitle });
    await expect(dialog).toHaveTextContent(`${M.samlBody} 30 seconds.`);
  },
};

const forced = sessionStoryKit();
/** The countdown reached 0: the user is logged out with 'Session timed out'. */
export const ForcedLogout: Story = {
  parameters: { store: forced.store, route: forced.route, msw: samlHandlers(forced, 20 * SECOND) },
  play: async ({ canvas, canvasElement }) => {
    await sessionReady(canvasElement);
    await onPage(canvasElement).findByRole('alertdialog', { name: M.samlTitle });
    await forced.clock.advance(30 * SECOND);
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('signed-out'));
    await expect(onPage(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('Session timed out')).toBeVisible();
  },
};
