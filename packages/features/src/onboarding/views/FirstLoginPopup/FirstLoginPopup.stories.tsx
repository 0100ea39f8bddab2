import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoginUserFixture } from '../../fixtures/onboarding';
import { onboardingStoryKit } from '../../mocks/onboardingStory';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { OnboardingDialogs } from '../OnboardingDialogs';
import { OnboardingPreview } from '../OnboardingPreview';
import { onPage } from '../storyHelpers';
import { FirstLoginPopup } from './FirstLoginPopup';

const meta = {
  title: 'Features/Onboarding/FirstLoginPopup',
  component: FirstLoginPopup,
  // With every dialog after sign-in, to see what follows the popup.
  render: () => (
    <OnboardingPreview>
      <OnboardingDialogs />
    </OnboardingPreview>
  ),
} satisfies Meta<typeof FirstLoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const profileModal = (canvasElement: HTMLElement) => onPage(canvasElement).findByRole('dialog', { name: M.profileTitle }, { timeout: 5000 });
const chooser = (canvasElement: HTMLElement) => onPage(canvasElement).findByRole('dialog', { name: M.templatesTitle });

const profile = onboardingStoryKit({ user: firstLoginUserFixture });
/** A first login: the account profile modal (875 by 481) opens first. */
export const AccountProfile: Story = {
  parameters: { store: profile.store, route: profile.route, msw: profile.msw },
  play: async ({ canvasElement }) => {
    const dialog = await profileModal(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: M.interests })).toBeVisible();
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(M.interestOptions.length);
    await expect(within(dialog).getByRole('textbox', { name: M.department })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: M.jobTitle })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: M.profileContinue })).toBeVisible();
    await expect(onPage(canvasElement).getAllByRole('dialog')).toHaveLength(1);
  },
};

const saves = onboardingStoryKit({ user: firstLoginUserFixture });
/** Continue saves the profile (PATCH self), then the template chooser (723 by 335) follows. */
export const SavesProfileThenChooser: Story = {
  parameters: { store: saves.store, route: saves.route, msw: saves.msw },
  play: async ({ canvasElement }) => {
    const dialog = await profileModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cloud security' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Compliance' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.department }), 'Security Operations');
    await userEvent.type(within(dialog).getByRole('textbox', { name: M.jobTitle }), 'SOC Analyst');
    await userEvent.click(within(dialog).getByRole('button', { name: M.profileContinue }));

    const next = await chooser(canvasElement);
    await expect(within(next).getAllByRole('radio')).toHaveLength(M.templates.length);
    await expect(within(next).getByRole('radio', { name: /Cyber Asset Management/ })).toBeChecked();
    await expect(saves.log).toContain(
      'PATCH /self {"interests":["Cloud security","Compliance"],"department":"Security Operations","title":"SOC Analyst"}',
    );
  },
};

const fails = onboardingStoryKit({ user: firstLoginUserFixture, failProfile: true });
/** PATCH self fails: the modal stays with its error; Skip is still there. */
export const ProfileSaveFails: Story = {
  parameters: { store: fails.store, route: fails.route, msw: fails.msw },
  play: async ({ canvasElement }) => {
    const dialog = await profileModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: M.profileContinue }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(M.profileSaveFailed);
    await expect(within(dialog).getByRole('button', { name: M.profileSkip })).toBeEnabled();
  },
};

const chooses = onboardingStoryKit({ user: firstLoginUserFixture });
/** Skip the profile, pick SaaS Management: on to /dashboard/new?template=saas, then the version 6.0 carousel. */
export const ChoosesTemplate: Story = {
  tags: ['no-screenshot'],
  parameters: { store: chooses.store, route: chooses.route, msw: chooses.msw },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await profileModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: M.profileSkip }));
    const next = await chooser(canvasElement);
    await userEvent.click(within(next).getByRole('radio', { name: /SaaS Management/ }));
    await userEvent.click(within(next).getByRole('button', { name: M.templatesCreate }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/dashboard/new?template=saas'));
    await expect(await onPage(canvasElement).findByRole('dialog', { name: M.version6Label })).toBeVisible();
    await expect(onPage(canvasElement).getAllByRole('dialog')).toHaveLength(1);
  },
};
