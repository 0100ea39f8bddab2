import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCurrentUser } from '@vigil/openapi/mocks';
import { gettingStartedNoAutoOpenFixture } from '../../fixtures/onboarding';
import { onboardingStoryKit } from '../../mocks/onboardingStory';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { OnboardingPreview } from '../OnboardingPreview';
import { actionEvent, onPage, viewEvent } from '../storyHelpers';
import { NewDashboardAnnouncement } from './NewDashboardAnnouncement';

const meta = {
  title: 'Features/Onboarding/NewDashboardAnnouncement',
  component: NewDashboardAnnouncement,
  render: () => (
    <OnboardingPreview>
      <NewDashboardAnnouncement />
    </OnboardingPreview>
  ),
} satisfies Meta<typeof NewDashboardAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in admin on the dashboard who has not seen the new dashboard announcement. */
const announcementKit = () =>
  onboardingStoryKit({
    user: buildCurrentUser({ seen_announcement: { version_6_0: true, new_dashboard: false } }),
    gettingStarted: gettingStartedNoAutoOpenFixture,
  });

const announcement = (canvasElement: HTMLElement) =>
  onPage(canvasElement).findByRole('dialog', { name: M.newDashboardTitle }, { timeout: 5000 });

const shown = announcementKit();
/** Shown with its text ending 'Try it now!' and a single 'Got it!'; a view event goes out. */
export const Shown: Story = {
  parameters: { store: shown.store, route: shown.route, msw: shown.msw },
  play: async ({ canvasElement }) => {
    const dialog = await announcement(canvasElement);
    await expect(within(dialog).getByText(M.newDashboardText)).toBeVisible();
    await expect(M.newDashboardText.endsWith('Try it now!')).toBe(true);
    await expect(within(dialog).getAllByRole('button', { name: M.gotIt })).toHaveLength(1);
    await waitFor(() => expect(shown.log).toContain(viewEvent('new_dashboard')));
  },
};

const gotIt = announcementKit();
/** 'Got it!' closes it: seen, with the 'got it' action. */
export const GotIt: Story = {
  parameters: { store: gotIt.store, route: gotIt.route, msw: gotIt.msw },
  play: async ({ canvasElement }) => {
    const dialog = await announcement(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: M.gotIt }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(gotIt.log).toContain('PUT /seen_announcement new_dashboard'));
    await waitFor(() => expect(gotIt.log).toContain(actionEvent('new_dashboard', { action: 'got it' })));
  },
};

const closed = announcementKit();
/** Escape (like the close button) closes it with the 'close' action; the backdrop does not. */
export const Close: Story = {
  parameters: { store: closed.store, route: closed.route, msw: closed.msw },
  play: async ({ canvasElement }) => {
    await announcement(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closed.log).toContain(actionEvent('new_dashboard', { action: 'close' })));
    await waitFor(() => expect(closed.log).toContain('PUT /seen_announcement new_dashboard'));
  },
};
