import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readOnlyOwnerFixture } from '../../../../navigation/fixtures/navigation';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { campaignsFixture, mgarciaApprover, runningCampaignFixture } from '../../fixtures/campaigns';
import { CampaignsStoryRoutes } from '../CampaignsStoryRoutes';
import { campaignsStory, onPage, settled, typeDay } from '../storyHelpers';
import { CampaignScreen } from './CampaignScreen';

const meta = {
  title: 'Features/Campaigns/CampaignScreen',
  component: CampaignScreen,
  args: { campaignId: runningCampaignFixture.id },
  render: () => <CampaignsStoryRoutes />,
} satisfies Meta<typeof CampaignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const RUNNING = `/campaigns/${runningCampaignFixture.id}`;
const NAME = runningCampaignFixture.name ?? '';
const scheduledCampaign = campaignsFixture.find((campaign) => campaign.status === 'scheduled') ?? runningCampaignFixture;

const ready = (canvasElement: HTMLElement, name = NAME) => within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** A running campaign: status, dates, its progress 42 / 120, the approvers with their notify methods and what it reviews. */
export const Running: Story = campaignsStory(
  { path: RUNNING },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: M.progressLabel(NAME) })).toHaveAttribute('aria-valuetext', '42 / 120');
    const approvers = canvas.getByRole('grid', { name: M.approversTitle });
    await expect(within(approvers).getByRole('row', { name: new RegExp(mgarciaApprover.mail) })).toHaveTextContent(M.notifyMethod('slack'));
    await expect(canvas.getByText('Oct 29, 2026, 9:00 AM UTC')).toBeVisible();
    await expect(canvas.getByText(M.entitlementName('VPN Users', 'group'))).toBeVisible();
    // Running: too late to reschedule, not too late to terminate.
    await expect(canvas.queryByRole('button', { name: M.reschedule })).toBeNull();
    await expect(canvas.getByRole('button', { name: M.terminate })).toBeVisible();
    // The saved query is named once the queries have come.
    await waitFor(() => expect(canvas.queryByText(runningCampaignFixture.query_id)).toBeNull());
  },
  { screenshot: true },
);

/** Terminate asks first; Cancel sends nothing, Terminate sends PATCH terminate and shows the campaign terminated. */
export const TerminateConfirm: Story = campaignsStory({ path: RUNNING }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.terminate }));
  let dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.terminateTitle });
  await expect(dialog).toHaveTextContent(M.terminateText(NAME));
  await userEvent.click(within(dialog).getByRole('button', { name: M.cancel }));
  await settled(canvasElement);
  await expect(kit.calls.some(({ call }) => call.startsWith('PATCH'))).toBe(false);

  await userEvent.click(canvas.getByRole('button', { name: M.terminate }));
  dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.terminateTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: M.terminate }));
  await expect(await canvas.findByText(M.terminated)).toBeVisible();
  await expect(kit.calls.filter(({ call }) => call.startsWith('PATCH'))).toEqual([
    { call: 'PATCH /campaigns/terminate', body: { value: { campaign_ids: [runningCampaignFixture.id] } } },
  ]);
  await expect(canvas.getByText(M.status('terminated'), { selector: 'dd' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.terminate })).toBeNull();
});

/** A refused termination leaves the campaign running and says so. */
export const TerminateFails: Story = campaignsStory({ path: RUNNING, failTerminate: true }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.terminate }));
  const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.terminateTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: M.terminate }));
  await expect(await canvas.findByText(M.terminateFailed)).toBeVisible();
  await expect(canvas.getByText(M.status('running'), { selector: 'dd' })).toBeVisible();
});

/** Download evidence hands the server's CSV to the browser under the campaign's file name. */
export const DownloadEvidence: Story = campaignsStory({ path: RUNNING }, async (canvasElement, kit) => {
  await ready(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.downloadEvidence }));
  await waitFor(() => expect(kit.downloads.map(({ fileName }) => fileName)).toEqual([M.evidenceFileName(runningCampaignFixture.id)]));
  await expect(await kit.downloads[0]?.text).toMatch(/^sequence,decided_at,approver,approval/);
});

/** A scheduled campaign may be rescheduled: new days, POST schedule, the new dates shown. */
export const Reschedule: Story = campaignsStory({ path: `/campaigns/${scheduledCampaign.id}` }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement, scheduledCampaign.name);
  await userEvent.click(canvas.getByRole('button', { name: M.reschedule }));
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: M.rescheduleTitle });
  await typeDay(dialog, 'start', { month: '03', day: '02', year: '2035' });
  await typeDay(dialog, 'end', { month: '03', day: '16', year: '2035' });
  await userEvent.click(within(dialog).getByRole('button', { name: M.scheduleConfirm }));
  await expect(await canvas.findByText(M.scheduled)).toBeVisible();
  await expect(kit.calls.find(({ call }) => call.endsWith('/schedule'))?.body).toEqual({ start_date: '2035-03-02T00:00:00.000Z', end_date: '2035-03-17T00:00:00.000Z' });
  await expect(canvas.getByText('Mar 2, 2035, 12:00 AM UTC')).toBeVisible();
});

/** An address of no campaign: it says so, without Try again. */
export const NotFound: Story = campaignsStory({ path: '/campaigns/unknown' }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: M.detailNotFound }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.retry })).toBeNull();
});

/** Enforcements/View without Update: the campaign and its evidence, but neither Terminate nor Reschedule. */
export const ReadOnly: Story = campaignsStory({ path: `/campaigns/${scheduledCampaign.id}`, user: readOnlyOwnerFixture }, async (canvasElement) => {
  const canvas = within(canvasElement);
  await ready(canvasElement, scheduledCampaign.name);
  await expect(canvas.getByRole('button', { name: M.downloadEvidence })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.terminate })).toBeNull();
  await expect(canvas.queryByRole('button', { name: M.reschedule })).toBeNull();
});
