import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readOnlyOwnerFixture } from '../../../../navigation/fixtures/navigation';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { campaignsFixture, runningCampaignFixture } from '../../fixtures/campaigns';
import { CampaignsStoryRoutes } from '../CampaignsStoryRoutes';
import { address, campaignsStory, pick } from '../storyHelpers';
import { CampaignsScreen } from './CampaignsScreen';

const meta = {
  title: 'Features/Campaigns/CampaignsScreen',
  component: CampaignsScreen,
  render: () => <CampaignsStoryRoutes />,
} satisfies Meta<typeof CampaignsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);
const listCalls = (calls: { call: string }[]) => calls.filter(({ call }) => call.startsWith('GET /campaigns?')).map(({ call }) => call);
const listReady = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: runningCampaignFixture.name ?? '' }, { timeout: 5000 });

/** The newest 20 of 25 campaigns: status badges, progress bars with 'answered / total', dates, authors, and Load more. */
export const Loaded: Story = campaignsStory(
  {},
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await expect(rows(canvasElement)).toEqual(campaignsFixture.slice(0, 20).map((campaign) => campaign.name));
    await expect(canvas.getByText(M.shownOf(20, 25))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: M.progressLabel(runningCampaignFixture.name ?? '') })).toHaveAttribute('aria-valuetext', '42 / 120');
    await expect(canvas.getByRole('button', { name: M.newCampaign })).toBeVisible();
    await expect(canvas.getByRole('button', { name: M.loadMore })).toBeVisible();
  },
  { screenshot: true },
);

/** No campaign yet: the empty state offers New campaign, which opens the creation screen. */
export const Empty: Story = campaignsStory({ campaigns: [] }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: M.emptyTitle })).toBeVisible();
  const buttons = canvas.getAllByRole('button', { name: M.newCampaign });
  await expect(buttons).toHaveLength(2);
  await userEvent.click(buttons[1] as HTMLElement);
  await waitFor(() => expect(address(canvasElement)).toBe('/campaigns/new'));
});

/** Load more fetches the page after the last one by its cursor and appends it; then no Load more. */
export const Paging: Story = campaignsStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.loadMore }));
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(25));
  await expect(listCalls(kit.calls)).toEqual(['GET /campaigns?size=20', 'GET /campaigns?size=20&cursor=20']);
  await expect(canvas.getByText(M.total(25))).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.loadMore })).toBeNull();
});

/** The status filter asks the server for that status from the first page; a status with none says so. */
export const StatusFilter: Story = campaignsStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await pick(canvasElement, M.statusFilterLabel, M.status('terminated'));
  await waitFor(() => expect(listCalls(kit.calls).at(-1)).toBe('GET /campaigns?size=20&status=terminated'));
  const terminated = campaignsFixture.filter((campaign) => campaign.status === 'terminated');
  await waitFor(() => expect(rows(canvasElement)).toEqual(terminated.map((campaign) => campaign.name)));
  await expect(canvas.getAllByText(M.status('terminated')).length).toBeGreaterThan(terminated.length - 1);
});

/** A row's name opens its campaign. */
export const OpensCampaign: Story = campaignsStory({}, async (canvasElement) => {
  await userEvent.click(await listReady(canvasElement));
  await waitFor(() => expect(address(canvasElement)).toBe(`/campaigns/${runningCampaignFixture.id}`));
  await expect(await within(canvasElement).findByRole('heading', { level: 1, name: runningCampaignFixture.name })).toBeVisible();
});

/** The server fails: its sentence and Try again, which asks once more. */
export const LoadError: Story = campaignsStory({ failList: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('Internal Server Error')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.retry }));
  await waitFor(() => expect(listCalls(kit.calls)).toHaveLength(2));
});

/** Enforcements/View without Update: the list without New campaign. */
export const ReadOnly: Story = campaignsStory({ user: readOnlyOwnerFixture }, async (canvasElement) => {
  await listReady(canvasElement);
  await expect(within(canvasElement).queryByRole('button', { name: M.newCampaign })).toBeNull();
});
