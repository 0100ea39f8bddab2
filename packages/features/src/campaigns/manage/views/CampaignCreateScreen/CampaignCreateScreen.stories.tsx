import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { achenApprover, campaignQueryFixture, jsmithApprover, largeCampaignPreviewFixture, mgarciaApprover } from '../../fixtures/campaigns';
import { CampaignsStoryRoutes } from '../CampaignsStoryRoutes';
import { address, campaignsStory, onPage, pick, settled, typeDay } from '../storyHelpers';
import { CampaignCreateScreen } from './CampaignCreateScreen';

const meta = {
  title: 'Features/Campaigns/CampaignCreateScreen',
  component: CampaignCreateScreen,
  render: () => <CampaignsStoryRoutes />,
} satisfies Meta<typeof CampaignCreateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUERY = campaignQueryFixture?.name ?? '';
const NEW = '/campaigns/new';
const previewCalls = (calls: { call: string; body?: unknown }[]) => calls.filter(({ call }) => call === 'POST /campaigns/query');

async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: M.createTitle }, { timeout: 5000 })).toBeVisible();
  // The saved queries have come when the picker's placeholder says so.
  await canvas.findByRole('button', { name: new RegExp(M.queryPlaceholder) }, { timeout: 5000 });
}

/** Types into the approver search and picks the user with `mail`. */
async function addApprover(canvasElement: HTMLElement, text: string, mail: string) {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: M.approverSearchLabel }), text);
  await userEvent.click(await onPage(canvasElement).findByRole('option', { name: mail }, { timeout: 3000 }));
}

/** Chooses the notify method of the approver with `mail`, once the methods set up for them are known. */
async function chooseMethod(canvasElement: HTMLElement, mail: string, method: string) {
  const label = M.notifyMethodLabel(mail);
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: new RegExp(label) })).not.toBeDisabled());
  await pick(canvasElement, label, method);
}

/** The query and one approver with e-mail: the inputs a preview needs. */
async function fillInputs(canvasElement: HTMLElement) {
  await pick(canvasElement, M.queryLabel, QUERY);
  await addApprover(canvasElement, 'jsm', jsmithApprover.mail);
  await chooseMethod(canvasElement, jsmithApprover.mail, M.notifyMethod('email'));
}

const previewShown = (canvasElement: HTMLElement) => within(canvasElement).findByText(M.previewAssets, {}, { timeout: 5000 });

/** The form filled until its preview shows: the name (when given), the query, an approver and their notify method. */
async function fillAndPreview(canvasElement: HTMLElement, name?: string) {
  await ready(canvasElement);
  if (name) await userEvent.type(within(canvasElement).getByRole('textbox', { name: M.nameLabel }), name);
  await fillInputs(canvasElement);
  await previewShown(canvasElement);
}

/** The empty form: the saved queries to pick from, no approver yet, and the preview waiting for both. */
export const EmptyForm: Story = campaignsStory(
  { path: NEW },
  async (canvasElement, kit) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByText(M.previewIdle)).toBeVisible();
    await expect(canvas.getByText(M.approversNone)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: M.excludePickerLabel })).toBeDisabled();
    await expect(previewCalls(kit.calls)).toHaveLength(0);
  },
  { screenshot: true },
);

/** Schedule on the empty form names what is missing, and sends nothing. */
export const RequiredFields: Story = campaignsStory({ path: NEW }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
  await expect(await canvas.findByText(M.queryRequired)).toBeVisible();
  await expect(canvas.getByText(M.approversRequired)).toBeVisible();
  await expect(canvas.getByText(M.startRequired)).toBeVisible();
  await expect(previewCalls(kit.calls)).toHaveLength(0);
  await expect(onPage(canvasElement).queryByRole('alertdialog')).toBeNull();
});

/** Query and approver chosen, the server slow: the preview says it is on its way. */
export const PreviewLoading: Story = campaignsStory({ path: NEW, previewPending: true }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await pick(canvasElement, M.queryLabel, QUERY);
  await addApprover(canvasElement, 'jsm', jsmithApprover.mail);
  await expect(await canvas.findByText(M.previewLoading)).toBeVisible();
  await waitFor(() => expect(previewCalls(kit.calls)).toHaveLength(1));
  await expect(previewCalls(kit.calls)[0]?.body).toEqual({
    query_id: campaignQueryFixture?.id,
    approvers: [{ id: jsmithApprover.id }],
    enable_rule_base_entitlements: false,
    excluded_entitlements: [],
  });
});

/** The preview shown: users under review, approvers, applications and entitlements; rule-based entitlements and an exclusion update the same draft. */
export const PreviewShown: Story = campaignsStory(
  { path: NEW },
  async (canvasElement, kit) => {
    const canvas = within(canvasElement);
    await fillAndPreview(canvasElement, 'Finance access review');
    const entitlements = () => within(canvas.getByRole('list', { name: M.previewEntitlements })).getAllByRole('listitem').map((item) => item.textContent);
    await expect(entitlements()).toEqual(['Salesforce Admin (role)', 'GitHub Maintainer (role)', 'AdministratorAccess (policy)']);

    await userEvent.click(canvas.getByRole('switch', { name: M.ruleBasedLabel }));
    await waitFor(() => expect(entitlements()).toContain('Domain Admins (group)'));
    await userEvent.type(canvas.getByRole('combobox', { name: M.excludePickerLabel }), 'VPN');
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: 'VPN Users (group)' }));
    await waitFor(() => expect(entitlements()).not.toContain('VPN Users (group)'));
    const tags = canvas.getByRole('grid', { name: M.excludedLabel });
    await expect(within(tags).getByRole('row', { name: 'VPN Users (group)' })).toBeVisible();

    const calls = previewCalls(kit.calls);
    const draft = (calls.at(0)?.body as { campaign_id?: string } | undefined)?.campaign_id;
    await expect(draft).toBeUndefined();
    await expect(calls.slice(1).every((call) => typeof (call.body as { campaign_id?: string }).campaign_id === 'string')).toBe(true);
    await expect(calls.at(-1)?.body).toMatchObject({ enable_rule_base_entitlements: true, excluded_entitlements: [{ name: 'VPN Users', type: 'group' }] });
    await userEvent.click(canvas.getByRole('heading', { level: 1 }));
    await settled(canvasElement);
  },
  { screenshot: true },
);

/** The preview fails: the panel shows the server's first error detail, not the others nor its message. */
export const PreviewError: Story = campaignsStory(
  {
    path: NEW,
    previewRefusal: [
      { field: '/query_id', message: 'This saved query no longer selects users.' },
      { field: '/approvers/0/id', message: 'No user with this id.' },
    ],
  },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await pick(canvasElement, M.queryLabel, QUERY);
    await addApprover(canvasElement, 'jsm', jsmithApprover.mail);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(M.previewFailedTitle);
    await expect(alert).toHaveTextContent('This saved query no longer selects users.');
    await expect(alert).not.toHaveTextContent('No user with this id.');
    await expect(alert).not.toHaveTextContent('The campaign query could not be previewed.');
  },
);

const LARGE_SIZE = 300;
const LARGE_ASSETS = 250_000;

/** A large preview: 300 approvers, applications and entitlements over 250,000 users, all listed; excluding one and scheduling still work. */
export const LargePreview: Story = campaignsStory(
  { path: NEW, previewResult: largeCampaignPreviewFixture(LARGE_SIZE, LARGE_ASSETS) },
  async (canvasElement, kit) => {
    const canvas = within(canvasElement);
    await fillAndPreview(canvasElement);
    const panel = canvas.getByRole('region', { name: M.previewTitle });
    await expect(within(panel).getByText(String(LARGE_ASSETS))).toBeVisible();
    // Approvers, applications, entitlements: each listed in full.
    const counts = () => within(panel).getAllByRole('list').map((list) => within(list).getAllByRole('listitem').length);
    await expect(counts()).toEqual([LARGE_SIZE, LARGE_SIZE, LARGE_SIZE]);

    await userEvent.type(canvas.getByRole('combobox', { name: M.excludePickerLabel }), '250');
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: 'Entitlement 250 (role)' }));
    await waitFor(() => expect(counts()).toEqual([LARGE_SIZE, LARGE_SIZE, LARGE_SIZE - 1]));
    await expect(within(panel).queryByText('Entitlement 250 (role)')).toBeNull();
    await expect(previewCalls(kit.calls).at(-1)?.body).toMatchObject({ excluded_entitlements: [{ name: 'Entitlement 250', type: 'role' }] });

    await typeDay(canvasElement, 'start', { month: '01', day: '15', year: '2035' });
    await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
    await userEvent.click(within(await onPage(canvasElement).findByRole('alertdialog', { name: M.scheduleConfirmTitle })).getByRole('button', { name: M.scheduleConfirm }));
    await expect(await canvas.findByText(M.scheduled, {}, { timeout: 5000 })).toBeVisible();
  },
);

/** The approver search asks users_names_list as the user types; each approver's notify method offers only the methods set up for them. */
export const ApproverNotifyMethods: Story = campaignsStory({ path: NEW }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await userEvent.type(canvas.getByRole('combobox', { name: M.approverSearchLabel }), 'mgar');
  await waitFor(() => expect(kit.calls.map(({ call }) => call)).toContain('GET /campaigns/users_names_list?size=20&name=mgar'));
  await expect(await onPage(canvasElement).findByRole('option', { name: mgarciaApprover.mail })).toBeVisible();
  // Fewer requests than keystrokes: the search waits for the typing to pause.
  await expect(kit.calls.filter(({ call }) => call.startsWith('GET /campaigns/users_names_list?size=20&name=')).length).toBeLessThan(4);
  await userEvent.click(onPage(canvasElement).getByRole('option', { name: mgarciaApprover.mail }));
  await expect(within(await canvas.findByRole('list', { name: M.approversLabel })).getByText(mgarciaApprover.mail)).toBeVisible();

  await expect(await canvas.findByText(M.notifyMethodHint('E-mail, Slack'))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.notifyMethodLabel(mgarciaApprover.mail)) }));
  const listbox = await onPage(canvasElement).findByRole('listbox');
  await expect(within(listbox).getByRole('option', { name: M.notifyMethodUnsupported('teams') })).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(within(listbox).getByRole('option', { name: M.notifyMethod('slack') }));
  await expect(canvas.getByRole('button', { name: new RegExp(M.notifyMethodLabel(mgarciaApprover.mail)) })).toHaveTextContent(M.notifyMethod('slack'));

  // A user with no method set up: nothing can be chosen, and the hint says so.
  await addApprover(canvasElement, 'ach', achenApprover.mail);
  await expect(await canvas.findByText(M.notifyMethodHint(''))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.notifyMethodLabel(achenApprover.mail)) }));
  const none = await onPage(canvasElement).findByRole('listbox');
  await expect(within(none).getAllByRole('option').every((option) => option.getAttribute('aria-disabled') === 'true')).toBe(true);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(canvas.getByRole('button', { name: M.removeApprover(achenApprover.mail) }));
  await expect(canvas.queryByText(achenApprover.mail)).toBeNull();
  await expect(kit.calls.filter(({ call }) => call.startsWith('GET /campaigns/supported_notify_methods')).map(({ call }) => call)).toEqual([
    `GET /campaigns/supported_notify_methods?user_id=${mgarciaApprover.id}`,
    `GET /campaigns/supported_notify_methods?user_id=${achenApprover.id}`,
  ]);
});

/** Schedule: the start and end days, a confirmation naming them, POST schedule on the draft, then the campaign's page. */
export const ScheduleConfirm: Story = campaignsStory({ path: NEW }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await fillAndPreview(canvasElement, 'Finance access review');
  await typeDay(canvasElement, 'start', { month: '01', day: '15', year: '2035' });
  await typeDay(canvasElement, 'end', { month: '01', day: '29', year: '2035' });
  await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
  const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.scheduleConfirmTitle });
  await expect(dialog).toHaveTextContent(M.scheduleConfirmText('Finance access review', M.startsOn('Jan 15, 2035'), 1));
  await expect(dialog).toHaveTextContent(M.scheduleConfirmEnd('Jan 29, 2035'));
  await userEvent.click(within(dialog).getByRole('button', { name: M.scheduleConfirm }));

  await expect(await canvas.findByRole('heading', { level: 1, name: 'Finance access review' }, { timeout: 5000 })).toBeVisible();
  const draft = (previewCalls(kit.calls).at(-1)?.body as { campaign_id?: string } | undefined)?.campaign_id ?? (kit.calls.find(({ call }) => call.endsWith('/schedule'))?.call.split('/')[2] ?? '');
  await expect(address(canvasElement)).toBe(`/campaigns/${draft}`);
  await expect(kit.calls.find(({ call }) => call.endsWith('/schedule'))?.body).toEqual({
    start_date: '2035-01-15T00:00:00.000Z',
    end_date: '2035-01-30T00:00:00.000Z',
    name: 'Finance access review',
  });
  await expect(canvas.getByText(M.scheduled)).toBeVisible();
  await expect(canvas.getByText(M.status('scheduled'), { selector: 'dd' })).toBeVisible();
});

/** An approver without a notify method: Schedule marks that approver and sends nothing. */
export const NotifyMethodRequired: Story = campaignsStory({ path: NEW }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await ready(canvasElement);
  await pick(canvasElement, M.queryLabel, QUERY);
  await addApprover(canvasElement, 'jsm', jsmithApprover.mail);
  await typeDay(canvasElement, 'start', { month: '01', day: '15', year: '2035' });
  await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
  await expect(await canvas.findByText(M.notifyMethodRequired)).toBeVisible();
  await expect(onPage(canvasElement).queryByRole('alertdialog')).toBeNull();
  await expect(kit.calls.some(({ call }) => call.endsWith('/schedule'))).toBe(false);
});

/** The server refuses the schedule: its first detail is shown, the confirmation closes, and the form keeps every input for another try. */
export const ScheduleRefused: Story = campaignsStory(
  { path: NEW, scheduleRefusal: { field: '/query_id', message: "The campaign's query no longer exists." } },
  async (canvasElement, kit) => {
    const canvas = within(canvasElement);
    await fillAndPreview(canvasElement, 'Finance access review');
    await typeDay(canvasElement, 'start', { month: '01', day: '15', year: '2035' });
    await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
    await userEvent.click(within(await onPage(canvasElement).findByRole('alertdialog', { name: M.scheduleConfirmTitle })).getByRole('button', { name: M.scheduleConfirm }));

    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(M.scheduleFailed);
    await expect(alert).toHaveTextContent("The campaign's query no longer exists.");
    await waitFor(() => expect(onPage(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(kit.calls.filter(({ call }) => call.endsWith('/schedule'))).toHaveLength(1);
    await expect(address(canvasElement)).toBe(NEW);
    await expect(canvas.getByRole('textbox', { name: M.nameLabel })).toHaveValue('Finance access review');
    await expect(within(canvas.getByRole('list', { name: M.approversLabel })).getByText(jsmithApprover.mail)).toBeVisible();
    await expect(canvas.getByText(M.previewAssets)).toBeVisible();

    // Schedule again: the refusal goes, and the confirmation names the inputs kept.
    await userEvent.click(canvas.getByRole('button', { name: M.scheduleAction }));
    const dialog = await onPage(canvasElement).findByRole('alertdialog', { name: M.scheduleConfirmTitle });
    await expect(dialog).toHaveTextContent(M.scheduleConfirmText('Finance access review', M.startsOn('Jan 15, 2035'), 1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
);
