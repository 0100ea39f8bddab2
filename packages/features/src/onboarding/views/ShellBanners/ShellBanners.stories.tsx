import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { buildImportantNotification } from '@vigil/openapi/mocks';
import {
  contractConfigFixture,
  dataScopeUserFixture,
  gettingStartedNoAutoOpenFixture,
  impersonatingUserFixture,
  tenantUserFixture,
  trialConfigFixture,
} from '../../fixtures/onboarding';
import { ONBOARDING_NOW, onboardingStoryKit, type OnboardingStoryOptions } from '../../mocks/onboardingStory';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { OnboardingPreview } from '../OnboardingPreview';
import { signedIn } from '../storyHelpers';
import { ShellBanners } from './ShellBanners';

const meta = {
  title: 'Features/Onboarding/ShellBanners',
  component: ShellBanners,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <OnboardingPreview>
      <ShellBanners {...args} />
    </OnboardingPreview>
  ),
} satisfies Meta<typeof ShellBanners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story signed in with `options` (the drawer does not open by itself: banners only). */
function bannerStory(options: OnboardingStoryOptions, play: Story['play'], args: Story['args'] = {}): Story {
  const kit = onboardingStoryKit({ gettingStarted: gettingStartedNoAutoOpenFixture, ...options });
  return {
    args,
    parameters: { store: kit.store, route: kit.route, msw: kit.msw },
    play,
  };
}

/** The one banner shown, with its severity. */
async function expectOnlyBanner(canvasElement: HTMLElement, severity: string, text: string) {
  await signedIn(canvasElement);
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-severity]')).toHaveLength(1));
  const banners = canvasElement.querySelectorAll('[data-severity]');
  await expect(banners[0]).toHaveAttribute('data-severity', severity);
  await expect(banners[0]).toHaveTextContent(text);
}

export const TrialInfo = bannerStory({ config: trialConfigFixture(ONBOARDING_NOW, 30) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'info', 'Your trial ends in 30 days.');
});

export const TrialWarning = bannerStory({ config: trialConfigFixture(ONBOARDING_NOW, 14) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'warning', 'Your trial ends in 14 days.');
});

export const TrialError = bannerStory({ config: trialConfigFixture(ONBOARDING_NOW, 7) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'error', 'Your trial ends in 7 days.');
});

/** Under 1 day left: expired (the trial's last day). */
export const TrialExpired = bannerStory({ config: trialConfigFixture(ONBOARDING_NOW, 0.5) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'error', M.trialExpired);
});

export const ContractInfo = bannerStory({ config: contractConfigFixture(ONBOARDING_NOW, 45) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'info', M.contractDaysLeft(45));
});

export const ContractDangerous = bannerStory({ config: contractConfigFixture(ONBOARDING_NOW, 15) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'dangerous', 'Your contract expires in 15 days.');
});

export const ContractVeryDangerous = bannerStory({ config: contractConfigFixture(ONBOARDING_NOW, 3) }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'verydangerous', 'Your contract expires in 3 days.');
});

const impersonating = onboardingStoryKit({ user: impersonatingUserFixture });
/** 'You are impersonating' the user; Stop Impersonating asks the shell to end it. */
export const Impersonating: Story = {
  parameters: { store: impersonating.store, route: impersonating.route, msw: impersonating.msw },
  play: async ({ canvas, canvasElement }) => {
    await expectOnlyBanner(canvasElement, 'warning', 'You are impersonating jordan.lee');
    await userEvent.click(canvas.getByRole('button', { name: M.stopImpersonating }));
    await expect(impersonating.log).toContain('action shell/userImpersonationEndRequested');
  },
};

const dataScope = onboardingStoryKit({ user: dataScopeUserFixture, gettingStarted: gettingStartedNoAutoOpenFixture });
/** 'Connected as Data Scope:' with its name; Disconnect asks the shell to disconnect. */
export const ConnectedAsDataScope: Story = {
  parameters: { store: dataScope.store, route: dataScope.route, msw: dataScope.msw },
  play: async ({ canvas, canvasElement }) => {
    await expectOnlyBanner(canvasElement, 'info', 'Connected as Data Scope: EMEA Offices');
    const disconnect = canvas.getByRole('button', { name: 'Disconnect from Data Scope EMEA Offices' });
    await expect(disconnect).toHaveTextContent(M.disconnect);
    disconnect.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dataScope.log).toContain('action shell/dataScopeDisconnectRequested');
  },
};

const tenant = onboardingStoryKit({ user: tenantUserFixture, gettingStarted: gettingStartedNoAutoOpenFixture });
/** 'Connected as Tenant:' with its name; Disconnect asks the shell to disconnect. */
export const ConnectedAsTenant: Story = {
  tags: ['no-screenshot'],
  parameters: { store: tenant.store, route: tenant.route, msw: tenant.msw },
  play: async ({ canvas, canvasElement }) => {
    await expectOnlyBanner(canvasElement, 'info', 'Connected as Tenant: Northwind Traders');
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect from Tenant Northwind Traders' }));
    await expect(tenant.log).toContain('action shell/tenantDisconnectRequested');
  },
};

const notification = buildImportantNotification();
export const ImportantNotification = bannerStory({ notifications: [notification] }, async ({ canvasElement }) => {
  await expectOnlyBanner(canvasElement, 'warning', notification.message);
});

/** Everything at once, in order: who you act as, the contract, the trial, the notifications. */
export const AllAtOnce = bannerStory(
  {
    user: dataScopeUserFixture,
    config: { ...contractConfigFixture(ONBOARDING_NOW, 10), trial_end: trialConfigFixture(ONBOARDING_NOW, 20).trial_end },
    notifications: [notification, buildImportantNotification({ message: 'Adapters will be updated tonight.', severity: 'info' })],
  },
  async ({ canvasElement }) => {
    await signedIn(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-severity]')).toHaveLength(5));
    const texts = [...canvasElement.querySelectorAll('[data-severity]')].map((banner) => banner.textContent);
    await expect(texts).toEqual([
      'Connected as Data Scope: EMEA OfficesDisconnect',
      M.contractDaysLeft(10),
      'Your trial ends in 20 days.',
      notification.message,
      'Adapters will be updated tonight.',
    ]);
  },
);

/** On /administration the app hides the banners (isHidden). */
export const HiddenOnAdministration = bannerStory(
  { config: trialConfigFixture(ONBOARDING_NOW, 5), notifications: [notification] },
  async ({ canvas, canvasElement }) => {
    await signedIn(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/administration'));
    await expect(canvasElement.querySelectorAll('[data-severity]')).toHaveLength(0);
  },
  { isHidden: true },
);
HiddenOnAdministration.parameters = { ...HiddenOnAdministration.parameters, route: { path: '*', initialEntries: ['/administration'] } };
/** Play only: the page shows no banner at all, which the play asserts. */
HiddenOnAdministration.tags = ['no-screenshot'];
