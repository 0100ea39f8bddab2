import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildInternalFeatureFlags } from '@vigil/openapi/mocks';
import { itStaffFixture } from '../../fixtures/navigation';
import { navigationHandlers } from '../../mocks/navigation.handlers';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { previewReady, previewStory } from '../storyHelpers';
import { TenantsScreen } from './TenantsScreen';

const meta = {
  title: 'Features/Navigation/TenantsScreen',
  component: TenantsScreen,
} satisfies Meta<typeof TenantsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const internalFlags = buildInternalFeatureFlags({ enable_workspaces: false, enable_tenants_management: true });

const list = previewStory({
  internalFlags,
  at: '/tenants',
  children: <TenantsScreen />,
  extra: (kit) => [navigationHandlers.tenants(), ...navigationHandlers.identitySwitches({ switchedTo: itStaffFixture, record: kit.record })],
});
/** The tenants, each with Connect; connecting switches the identity and goes to /. */
export const ListAndConnect: Story = {
  ...list.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: M.tenantsTitle })).toBeVisible();
    const tenants = await canvas.findByRole('list', { name: M.tenantsTitle });
    await expect(within(tenants).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Acme ManufacturingConnect',
      'Globex RetailConnect',
      'Initech FinanceConnect',
    ]);
    list.kit.log.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: M.tenantConnectLabel('Globex Retail') }));
    await waitFor(() => expect(canvas.getByTestId('page')).toHaveTextContent(/^\/$/));
    // The switch, then the new identity (the shell's notification count may poll in between).
    const calls = list.kit.log.filter((entry) => entry !== 'GET /notifications/count');
    await expect(calls.slice(0, 2)).toEqual(['POST /connect_as_tenant_login', 'GET /users/me']);
    await waitFor(() => expect(canvas.getByTestId('user')).toHaveTextContent('jordan.lee'));
  },
};

const empty = previewStory({ internalFlags, at: '/tenants', children: <TenantsScreen />, extra: () => [navigationHandlers.tenants([])] });
/** No tenants to connect as. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.tenantsEmptyTitle })).toBeVisible();
    await expect(canvas.getByText(M.tenantsEmptyBody)).toBeVisible();
  },
};

const failed = previewStory({
  internalFlags,
  at: '/tenants',
  children: <TenantsScreen />,
  extra: () => [navigationHandlers.tenantsFailed()],
});
/** The list could not load: Try again asks once more. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvasElement }) => {
    await previewReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.tenantsErrorTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.tenantsRetry }));
    await expect(await canvas.findByRole('heading', { name: M.tenantsErrorTitle })).toBeVisible();
  },
};
