import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildDiscoveryLifecycle } from '@vigil/openapi/mocks';
import { customRoleUserFixture } from '../../../navigation/fixtures/navigation';
import { RECENT_FIXTURE } from '../../../search/mocks/search.handlers';
import { emptyAssetSummaryFixture } from '../../fixtures/home';
import { HOME_MESSAGES as M } from '../../home.messages';
import { homeStoryKit, type HomeStoryKit } from '../../mocks/homeStory';
import { HomeOverview } from './HomeOverview';

/** The page, and the address it is at (the links navigate). */
function WithAddress() {
  const { pathname } = useLocation();
  return (
    <div style={{ padding: 24 }}>
      <HomeOverview />
      <p>
        Address: <output data-testid="address">{pathname}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Features/Home/HomeOverview',
  component: HomeOverview,
  render: () => <WithAddress />,
} satisfies Meta<typeof HomeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (kit: HomeStoryKit) => ({ parameters: kit.parameters, beforeEach: kit.beforeEach });
const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('region', { name });

const playground = homeStoryKit({ recent: RECENT_FIXTURE });
/** An admin: the count of each asset type (each a link to its list), the discovery status and the recent items. */
export const Playground: Story = {
  ...story(playground),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    const assets = within(region(canvasElement, M.assetsTitle));
    await expect(await assets.findByRole('link', { name: 'Devices: 1,284 assets' })).toHaveAttribute('href', '/assets/devices');
    await expect(assets.getByRole('link', { name: 'Users: 342 assets' })).toHaveAttribute('href', '/assets/users');
    await expect(assets.getByRole('link', { name: 'Vulnerabilities: More than 10,000 assets' })).toBeVisible();
    const discovery = within(region(canvasElement, M.discoveryTitle));
    await expect(await discovery.findByText('Idle')).toBeVisible();
    await expect(discovery.getByText('2026-11-01 10:12 UTC')).toBeVisible();
    await expect(discovery.getByText('2026-11-01 21:30 UTC')).toBeVisible();
    const recent = within(region(canvasElement, M.recentTitle));
    await expect(await recent.findByRole('link', { name: 'maria.garcia' })).toBeVisible();
    await expect(recent.getByRole('button', { name: M.searchAgain('finance') })).toBeVisible();
    // Which calls, not how many: the status polls every 3 s, and a busy run may see it twice.
    await expect([...new Set(playground.calls)].sort()).toEqual(['GET /assets/summary', 'GET /dashboard/lifecycle', 'GET /global_search/recent']);
  },
};

const opens = homeStoryKit();
/** An asset type's count opens its list, by pointer or by keyboard. */
export const CountOpensItsList: Story = {
  ...story(opens),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const devices = await canvas.findByRole('link', { name: 'Devices: 1,284 assets' });
    await userEvent.click(devices);
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/assets/devices'));
    canvas.getByRole('link', { name: 'Software: 97 assets' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('address')).toHaveTextContent('/assets/software'));
  },
};

const loading = homeStoryKit({ pending: true });
/** Each part waits for its call with a named spinner. */
export const Loading: Story = {
  ...story(loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: M.assetsLoading })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: M.discoveryLoading })).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: M.recentLoading })).toBeInTheDocument();
  },
};

const empty = homeStoryKit({ summary: emptyAssetSummaryFixture, lifecycle: buildDiscoveryLifecycle({ lastStartTime: null, lastFinishedTime: null, nextRunTime: null }) });
/** Before the first discovery: no assets, never run, nothing recent. */
export const Empty: Story = {
  ...story(empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.assetsEmptyTitle })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: M.recentEmptyTitle })).toBeVisible();
    const discovery = within(region(canvasElement, M.discoveryTitle));
    await expect(await discovery.findByText(M.never)).toBeVisible();
    await expect(discovery.getByText(M.notScheduled)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^Devices/ })).not.toBeInTheDocument();
  },
};

const failing = homeStoryKit({ fail: { summary: true, recent: true }, recent: RECENT_FIXTURE });
/** A failed part says so beside the others, which still show; Retry loads it again. */
export const Error: Story = {
  ...story(failing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(M.assetsFailed)).toBeVisible();
    await expect(await canvas.findByText(M.recentFailed)).toBeVisible();
    await expect(await within(region(canvasElement, M.discoveryTitle)).findByText('Idle')).toBeVisible();
  },
};

const retried = homeStoryKit({ fail: { summary: true } });
/** Retry after a failure: the counts show. */
export const RetriesAfterError: Story = {
  ...story(retried),
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const assets = within(region(canvasElement, M.assetsTitle));
    await expect(await assets.findByText(M.assetsFailed)).toBeVisible();
    retried.recover();
    await userEvent.click(assets.getByRole('button', { name: M.retry }));
    await expect(await assets.findByRole('link', { name: 'Devices: 1,284 assets' })).toBeVisible();
    await expect(retried.calls.filter((call) => call === 'GET /assets/summary')).toHaveLength(2);
  },
};

const custom = homeStoryKit({ user: customRoleUserFixture });
/** A custom role with Dashboard/View but not Assets/View: the discovery status only; the asset calls are never made. */
export const CustomRole: Story = {
  ...story(custom),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await within(region(canvasElement, M.discoveryTitle)).findByText('Idle')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: M.assetsTitle })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: M.recentTitle })).not.toBeInTheDocument();
    // Which calls, not how many: a remount under a busy test run may ask for the status twice.
    await expect([...new Set(custom.calls)]).toEqual(['GET /dashboard/lifecycle']);
  },
};

const nothing = homeStoryKit({ user: { ...customRoleUserFixture, permissions: { Reports: ['View'] } } });
/** A role that sees none of the parts: a pointer to the sidebar, and no call. */
export const NothingForTheRole: Story = {
  ...story(nothing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: M.nothingTitle })).toBeVisible();
    await expect(nothing.calls).toEqual([]);
  },
};
