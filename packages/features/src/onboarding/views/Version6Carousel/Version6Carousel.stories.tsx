import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildCurrentUser } from '@vigil/openapi/mocks';
import { sessionConfigFixture } from '../../../session/fixtures/session';
import { gettingStartedNoAutoOpenFixture } from '../../fixtures/onboarding';
import { onboardingStoryKit } from '../../mocks/onboardingStory';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { OnboardingPreview } from '../OnboardingPreview';
import { actionEvent, onPage, viewEvent } from '../storyHelpers';
import { Version6Carousel } from './Version6Carousel';

const meta = {
  title: 'Features/Onboarding/Version6Carousel',
  component: Version6Carousel,
  render: () => (
    <OnboardingPreview>
      <Version6Carousel />
    </OnboardingPreview>
  ),
} satisfies Meta<typeof Version6Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in admin who has not seen the version 6.0 announcement. */
const carouselKit = () =>
  onboardingStoryKit({
    user: buildCurrentUser({ seen_announcement: { version_6_0: false, new_dashboard: true } }),
    gettingStarted: gettingStartedNoAutoOpenFixture,
  });

const carousel = (canvasElement: HTMLElement) => onPage(canvasElement).findByRole('dialog', { name: M.version6Label }, { timeout: 5000 });

/** Opens the carousel and presses Next `times` times; returns the dialog. */
async function atStep(canvasElement: HTMLElement, times: number) {
  const dialog = await carousel(canvasElement);
  for (let i = 0; i < times; i += 1) await userEvent.click(within(dialog).getByRole('button', { name: M.next }));
  const step = M.version6Steps[times];
  if (!step) throw new Error(`No step ${times}`);
  await expect(within(dialog).getByRole('heading', { name: step.title })).toBeVisible();
  await expect(within(dialog).getByText(step.text)).toBeVisible();
  await expect(within(dialog).getByRole('tab', { name: `Step ${times + 1} of 4` })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

/** Steps 0 to 2 offer a primary 'Next' only. */
function stepStory(index: number): Story {
  const kit = carouselKit();
  return {
    parameters: { store: kit.store, route: kit.route, msw: kit.msw },
    play: async ({ canvasElement }) => {
      const dialog = await atStep(canvasElement, index);
      await expect(within(dialog).getByRole('button', { name: M.next })).toBeVisible();
      await expect(within(dialog).queryByRole('button', { name: M.learnMore })).not.toBeInTheDocument();
      await expect(within(dialog).queryByRole('button', { name: M.skip })).not.toBeInTheDocument();
      await waitFor(() => expect(kit.log).toContain(viewEvent('version_6_0')));
    },
  };
}

export const Step0 = stepStory(0);
export const Step1 = stepStory(1);
export const Step2 = stepStory(2);

const last = carouselKit();
/** Step 3: 'Learn More' (primary) and 'Skip' (secondary) replace 'Next'. */
export const Step3: Story = {
  parameters: { store: last.store, route: last.route, msw: last.msw },
  play: async ({ canvasElement }) => {
    const dialog = await atStep(canvasElement, 3);
    await expect(within(dialog).queryByRole('button', { name: M.next })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: M.learnMore })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: M.skip })).toBeVisible();
  },
};

const learnMore = carouselKit();
/** Learn More opens the release notes in a new tab; seen, with the 'Learn more' event. */
export const LearnMore: Story = {
  tags: ['no-screenshot'],
  parameters: { store: learnMore.store, route: learnMore.route, msw: learnMore.msw },
  play: async ({ canvasElement }) => {
    const dialog = await atStep(canvasElement, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: M.learnMore }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(learnMore.log).toContain(`open ${sessionConfigFixture.help.release_notes}`);
    await waitFor(() => expect(learnMore.log).toContain('PUT /seen_announcement version_6_0'));
    await waitFor(() => expect(learnMore.log).toContain(actionEvent('version_6_0', { 'Action taken': 'Learn more', step: 3 })));
  },
};

const skip = carouselKit();
/** Skip closes it: seen, with the 'Skip' event, and no tab opened. */
export const Skip: Story = {
  tags: ['no-screenshot'],
  parameters: { store: skip.store, route: skip.route, msw: skip.msw },
  play: async ({ canvasElement }) => {
    const dialog = await atStep(canvasElement, 3);
    await userEvent.click(within(dialog).getByRole('button', { name: M.skip }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(skip.log).toContain(actionEvent('version_6_0', { 'Action taken': 'Skip', step: 3 })));
    await waitFor(() => expect(skip.log).toContain('PUT /seen_announcement version_6_0'));
    await expect(skip.log.filter((entry) => entry.startsWith('open '))).toEqual([]);
  },
};

const exit = carouselKit();
/** The close button counts as 'Exit' (at the step it was on); the mask does not close it. */
export const Exit: Story = {
  tags: ['no-screenshot'],
  parameters: { store: exit.store, route: exit.route, msw: exit.msw },
  play: async ({ canvasElement }) => {
    const dialog = await atStep(canvasElement, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(exit.log).toContain(actionEvent('version_6_0', { 'Action taken': 'Exit', step: 1 })));
    await waitFor(() => expect(exit.log).toContain('PUT /seen_announcement version_6_0'));
  },
};
