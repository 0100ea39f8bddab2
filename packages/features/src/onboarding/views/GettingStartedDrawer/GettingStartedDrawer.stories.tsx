import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { gettingStartedNoAutoOpenFixture } from '../../fixtures/onboarding';
import { onboardingStoryKit } from '../../mocks/onboardingStory';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { OnboardingPreview, ONBOARDING_PREVIEW_LABELS as P } from '../OnboardingPreview';
import { onPage, signedIn } from '../storyHelpers';
import { GettingStartedDrawer } from './GettingStartedDrawer';

const meta = {
  title: 'Features/Onboarding/GettingStartedDrawer',
  component: GettingStartedDrawer,
  render: () => (
    <OnboardingPreview>
      <GettingStartedDrawer />
    </OnboardingPreview>
  ),
} satisfies Meta<typeof GettingStartedDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = (canvasElement: HTMLElement) => onPage(canvasElement).findByRole('dialog', { name: M.gettingStartedTitle });
const milestone = (dialog: HTMLElement, title: string) => within(dialog).getByRole('heading', { name: title }).closest('li') as HTMLElement;

const autoOpen = onboardingStoryKit();
/** An admin's login with autoOpen: the drawer opens with the progress, one milestone completed. */
export const AutoOpensAfterLogin: Story = {
  parameters: { store: autoOpen.store, route: autoOpen.route, msw: autoOpen.msw },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await expect(within(dialog).getByRole('progressbar', { name: M.progressLabel })).toHaveAttribute('aria-valuetext', '1 of 3 completed');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    const done = milestone(dialog, 'Connect your first adapter');
    await expect(within(done).getByText(M.completed)).toBeVisible();
    await expect(within(done).getByRole('button', { name: M.letsDoIt })).toBeDisabled();
    const next = milestone(dialog, 'Review the global settings');
    await expect(within(next).getByRole('button', { name: M.letsDoIt })).toBeEnabled();
    await expect(within(next).getByRole('link', { name: /Documentation/ })).toHaveAttribute('href', 'https://docs.example.com/vigil/global-settings');
    await expect(within(dialog).getByRole('switch', { name: M.autoOpen })).toBeChecked();
  },
};

const completes = onboardingStoryKit();
/** "Let's Do It" goes to the milestone's path and completes it; the drawer shows 2 of 3 when opened again. */
export const CompletesMilestone: Story = {
  parameters: { store: completes.store, route: completes.route, msw: completes.msw },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await userEvent.click(within(milestone(dialog, 'Review the global settings')).getByRole('button', { name: M.letsDoIt }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/settings/global-settings-tab'));
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(completes.log).toContain('PUT /settings/getting_started/completion global_settings'));

    await userEvent.click(canvas.getByRole('button', { name: P.gettingStarted }));
    const reopened = await drawer(canvasElement);
    await expect(within(reopened).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 3 completed');
    await expect(within(milestone(reopened, 'Review the global settings')).getByRole('button', { name: M.letsDoIt })).toBeDisabled();
  },
};

const rollback = onboardingStoryKit({ failures: { failCompletion: true } });
/** The completion's save fails: rolled back (and logged), the milestone is to do again. */
export const RollsBackOnFailure: Story = {
  tags: ['no-screenshot'],
  parameters: { store: rollback.store, route: rollback.route, msw: rollback.msw },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await drawer(canvasElement);
    await userEvent.click(within(milestone(dialog, 'Create a dashboard')).getByRole('button', { name: M.letsDoIt }));
    await waitFor(() => expect(rollback.log).toContain('error Could not complete the milestone create_dashboard'));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/dashboard'));

    await userEvent.click(canvas.getByRole('button', { name: P.gettingStarted }));
    const reopened = await drawer(canvasElement);
    await expect(within(reopened).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '1 of 3 completed');
    await expect(within(milestone(reopened, 'Create a dashboard')).getByRole('button', { name: M.letsDoIt })).toBeEnabled();
  },
};

const toggled = onboardingStoryKit({ gettingStarted: gettingStartedNoAutoOpenFixture });
/** Without autoOpen the drawer stays shut after login; the top bar's button opens it and Escape closes it. */
export const OpensOnToggle: Story = {
  tags: ['no-screenshot'],
  parameters: { store: toggled.store, route: toggled.route, msw: toggled.msw },
  play: async ({ canvas, canvasElement }) => {
    await signedIn(canvasElement);
    await expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: P.gettingStarted }));
    const dialog = await drawer(canvasElement);
    await expect(within(dialog).getByRole('switch', { name: M.autoOpen })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onPage(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const saveSwitch = onboardingStoryKit();
/** The autoOpen switch is saved at once. */
export const SavesAutoOpen: Story = {
  tags: ['no-screenshot'],
  parameters: { store: saveSwitch.store, route: saveSwitch.route, msw: saveSwitch.msw },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    const toggle = within(dialog).getByRole('switch', { name: M.autoOpen });
    await userEvent.click(toggle);
    await waitFor(() => expect(saveSwitch.log).toContain('PUT /settings/getting_started autoOpen=false'));
    await expect(toggle).not.toBeChecked();
  },
};

const switchFails = onboardingStoryKit({ failures: { failSettings: true } });
/** The autoOpen save fails: the switch goes back on (and the error is logged). */
export const AutoOpenRollsBack: Story = {
  tags: ['no-screenshot'],
  parameters: { store: switchFails.store, route: switchFails.route, msw: switchFails.msw },
  play: async ({ canvasElement }) => {
    const dialog = await drawer(canvasElement);
    const toggle = within(dialog).getByRole('switch', { name: M.autoOpen });
    await userEvent.click(toggle);
    await waitFor(() => expect(switchFails.log).toContain('error Could not save the getting-started settings'));
    await expect(toggle).toBeChecked();
  },
};

const loadFails = onboardingStoryKit({ failures: { failLoad: true } });
/** The checklist could not be loaded: the drawer says so and offers to try again. */
export const LoadFailed: Story = {
  parameters: { store: loadFails.store, route: loadFails.route, msw: loadFails.msw },
  play: async ({ canvas, canvasElement }) => {
    await signedIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: P.gettingStarted }));
    const dialog = await drawer(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(M.gettingStartedFailed);
    await expect(within(dialog).getByRole('button', { name: M.tryAgain })).toBeVisible();
  },
};
