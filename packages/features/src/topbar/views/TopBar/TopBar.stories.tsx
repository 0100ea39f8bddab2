import { all, call, put } from 'redux-saga/effects';
import { adminInDataScopeFixture, itStaffFixture } from '../../../navigation/fixtures/navigation';
import { notificationCountLoaded } from '../../../navigation/state/navigation.slice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { expect, userEvent, waitFor } from 'storybook/test';
import { discoveryOperatorFixture, readOnlyOwnerNoDiscoveryFixture } from '../../fixtures/topbar';
import { topbarStoryKit } from '../../mocks/topbarStory';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { topBarReady, topBarStory } from '../storyHelpers';
import { TopBar } from './TopBar';

const meta = {
  title: 'Features/Topbar/TopBar',
  component: TopBar,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const tenantsOn = buildInternalFeatureFlags({ enable_tenants_management: true });

/** The top bar's buttons, in order, with whether each can be pressed. */
function buttonsOf(canvas: { getByRole: (role: 'banner') => HTMLElement }) {
  return [...canvas.getByRole('banner').querySelectorAll('button')].map(
    (button) => `${button.getAttribute('aria-label') ?? button.textContent}${button.disabled ? ' (disabled)' : ''}`,
  );
}

/** An admin: every button, Getting Started included; no Tenants while the internal flag is off. */
export const Admin: Story = {
  ...topBarStory({ kit: topbarStoryKit(), workspaceName: 'Security Operations' }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(canvas.getByText('Security Operations')).toBeVisible();
    await expect(buttonsOf(canvas)).toEqual([
      M.search,
      M.discoverNow,
      M.gettingStarted,
      M.help,
      M.notifications,
      M.systemSettings,
    ]);
    await expect(canvas.getByRole('button', { name: M.search })).toHaveTextContent(M.searchPlaceholder);
  },
};

/** A read-only owner: Discover Now works without RunManualDiscovery; Settings/View opens System Settings; no Notifications/View, no bell. */
export const ReadOnlyOwner: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: readOnlyOwnerNoDiscoveryFixture }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(buttonsOf(canvas)).toEqual([M.search, M.discoverNow, M.help, M.systemSettings]);
  },
};

/** The IT role: no RunManualDiscovery and none of the settings permissions, so both are disabled. */
export const ItUser: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: itStaffFixture }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(buttonsOf(canvas)).toEqual([
      M.search,
      `${M.discoverNow} (disabled)`,
      M.help,
      M.notifications,
      `${M.systemSettings} (disabled)`,
    ]);
  },
};

/** A custom role with RunManualDiscovery and UsersManagement/GetUsersAndRoles: both enabled, no Getting Started; no bell without Notifications/View. */
export const CustomRole: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: discoveryOperatorFixture }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(buttonsOf(canvas)).toEqual([M.search, M.discoverNow, M.help, M.systemSettings]);
  },
};

/** The tenants-management flag on, for an admin: the Tenants button goes to Tenants Management. */
export const TenantsShown: Story = {
  ...topBarStory({ kit: topbarStoryKit(), internalFlags: tenantsOn }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(buttonsOf(canvas)).toEqual([
      M.search,
      M.discoverNow,
      M.gettingStarted,
      M.help,
      M.notifications,
      M.tenants,
      M.systemSettings,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: M.tenants }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/tenants_management'));
  },
};

/** The flag on, but the user lacks Settings/DataScopeImpersonation: no Tenants button. */
export const TenantsHiddenWithoutPermission: Story = {
  ...topBarStory({ kit: topbarStoryKit(), user: readOnlyOwnerNoDiscoveryFixture, internalFlags: tenantsOn }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: M.tenants })).not.toBeInTheDocument();
  },
};

/** Notifications goes to Findings; System Settings to Settings (from the keyboard). */
export const Navigation: Story = {
  ...topBarStory({ kit: topbarStoryKit() }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.notifications }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/findings$/));

    canvas.getByRole('button', { name: M.systemSettings }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/settings$/));
  },
};

const gettingStarted = topbarStoryKit();
/** Getting Started asks the shell to open or close its drawer. */
export const GettingStartedToggles: Story = {
  ...topBarStory({ kit: gettingStarted }),
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: M.gettingStarted }));
    await expect(gettingStarted.events).toEqual(['gettingStartedToggled']);
  },
};

/** The store of a top bar story after the navigation counted `count` unread notifications. */
function withUnread(kit: ReturnType<typeof topbarStoryKit>, count: number) {
  return {
    ...kit,
    store: {
      ...kit.store,
      saga: function* countedSaga() {
        yield all([call(kit.store.saga), put(notificationCountLoaded({ count }))]);
      },
    },
  };
}

/** With Notifications/View outside a data scope the bell shows the unread count, and goes to the Findings Center. */
export const NotificationCount: Story = {
  ...topBarStory({ kit: withUnread(topbarStoryKit(), 7) }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    const bell = canvas.getByRole('button', { name: M.notificationsUnread(7) });
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('7');
    await userEvent.click(bell);
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent('/findings'));
  },
};

/** Inside a data scope (Connect As) there is no bell and no count, whatever the role. */
export const NoBellInDataScope: Story = {
  ...topBarStory({ kit: withUnread(topbarStoryKit(), 7), user: adminInDataScopeFixture }),
  play: async ({ canvas, canvasElement }) => {
    await topBarReady(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    await expect(canvas.queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};
