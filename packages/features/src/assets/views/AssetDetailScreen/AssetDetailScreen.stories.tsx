import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ASSETS_PATHS } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { assetsStory, type AssetsStoryKit, type AssetsStoryOptions } from '../../mocks/assetsStory';
import { AssetsStoryRoutes } from '../AssetsStoryRoutes';
import { AssetDetailScreen } from './AssetDetailScreen';

const meta = {
  title: 'Features/Assets/AssetDetailScreen',
  component: AssetDetailScreen,
  args: { entity: 'devices', assetId: 'devices-1' },
  render: () => <AssetsStoryRoutes />,
} satisfies Meta<typeof AssetDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function detailStory(options: Partial<AssetsStoryOptions>, play?: (canvasElement: HTMLElement, kit: AssetsStoryKit) => Promise<void>): Story {
  return assetsStory({ path: ASSETS_PATHS.asset('devices', 'devices-1'), ...options }, play);
}

const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address').textContent;

async function settle(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
  await waitFor(() => expect(canvasElement.ownerDocument.getAnimations()).toHaveLength(0));
}

/** A device's page: its name, the Fields tab with the common fields and then each adapter connection's; recorded as recently viewed. */
export const Fields = detailStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'SRV-IT-0001' }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('tab', { name: M.tabs.fields })).toHaveAttribute('aria-selected', 'true');
  const common = canvas.getByRole('region', { name: M.commonFields });
  await expect(within(common).getByText('srv-it-0001.corp.example')).toBeVisible();
  await expect(within(common).getByText('Windows 11 build 26100')).toBeVisible();
  const connection = canvas.getByRole('region', { name: 'Active Directory: corp.example DC' });
  await expect(within(connection).getByRole('heading', { level: 2, name: 'Active Directory' })).toBeVisible();
  await expect(within(connection).getByText('2026-08-03 09:30 UTC')).toBeVisible();
  await expect(canvas.getByRole('region', { name: 'CrowdStrike Falcon: Falcon EU' })).toBeVisible();
  await waitFor(() => expect(kit.calls.find(({ call }) => call === 'POST /global_search/recent')?.body).toEqual({ kind: 'viewed', entity_type: 'devices', asset_id: 'devices-1' }));
  // The tabs by keyboard: Tags.
  canvas.getByRole('tab', { name: M.tabs.fields }).focus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('tab', { name: M.tabs.tags })).toHaveAttribute('aria-selected', 'true');
  await expect(within(canvas.getByRole('list', { name: M.tagsLabel })).getByText('Production')).toBeVisible();
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  await settle(canvasElement);
});

/** A user's relationships link to the related assets' pages ("and N more" past those listed); a link opens the device, and its Investigation tab. */
export const Relationships = detailStory({ path: ASSETS_PATHS.asset('users', 'users-1') }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Maria Garcia' }, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('tab', { name: M.tabs.relationships }));
  const owned = canvas.getByRole('region', { name: 'Owned Devices' });
  await expect(within(owned).getAllByRole('link').map((link) => link.textContent)).toEqual(['SRV-IT-0001', 'MAC-SAL-0002', 'WS-HR-0003']);
  await userEvent.click(within(owned).getByRole('link', { name: 'SRV-IT-0001' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'SRV-IT-0001' })).toBeVisible();
  await expect(address(canvasElement)).toBe(ASSETS_PATHS.asset('devices', 'devices-1'));
  await userEvent.click(canvas.getByRole('tab', { name: M.tabs.relationships }));
  const software = canvas.getByRole('region', { name: 'Installed Software' });
  await expect(within(software).getByText(M.andMore(34))).toBeVisible();
  await expect(within(canvas.getByRole('region', { name: 'Owner (User)' })).getByRole('link', { name: 'Maria Garcia' })).toHaveAttribute('href', ASSETS_PATHS.asset('users', 'users-1'));
  await userEvent.click(canvas.getByRole('tab', { name: M.tabs.investigation }));
  await expect(await canvas.findByRole('grid', { name: M.eventsLabel })).toBeVisible();
  await userEvent.click(canvas.getByRole('tab', { name: M.tabs.relationships }));
  await settle(canvasElement);
});

/** An asset that is not there: the page says so and leads back to the list. */
export const NotFound = detailStory({ path: ASSETS_PATHS.asset('devices', 'devices-99999') }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: M.notFound }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('link', { name: M.title })).toHaveAttribute('href', ASSETS_PATHS.list);
});
