import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastProvider } from '@vigil/ui';
import { CAMPAIGN_APPROVAL_MESSAGES as M } from '../../approval.messages';
import { largeApprovalFixture, partialApprovalFixture, pendingApprovalFixture, submittedApprovalFixture } from '../../fixtures/approval';
import { campaignApprovalStoryKit, type CampaignApprovalStoryKit, type CampaignApprovalStoryOptions } from '../../mocks/approvalStory';
import { ApprovalPage } from './ApprovalPage';

/** Shows the router's address, so a story sees where a failed lookup went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

const meta = {
  title: 'Features/Campaigns/ApprovalPage',
  component: ApprovalPage,
  args: { approvalId: '' },
} satisfies Meta<typeof ApprovalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (element: HTMLElement) => within(element);
type Canvas = ReturnType<typeof pageOf>;

/** The `index`th item, which the fixture is known to have. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No item ${String(index)}`);
  return item;
}

/** The page for the approval of `options`, with the toasts and the address shown. */
function approvalStory(options: CampaignApprovalStoryOptions, play: (canvas: Canvas, kit: CampaignApprovalStoryKit) => Promise<void>, extra: Partial<Story> = {}): Story {
  const kit = campaignApprovalStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    render: () => (
      <ToastProvider toaster={kit.toaster}>
        <LocationProbe />
        <ApprovalPage approvalId={kit.approvalId} />
      </ToastProvider>
    ),
    play: async ({ canvasElement }) => {
      await play(pageOf(canvasElement.ownerDocument.body), kit);
    },
    ...extra,
  };
}

const noScreenshot = { tags: ['no-screenshot'] };
/** The timeout the page showed the toast titled `title` with (the toast system's default, 4000 ms, spec 8). */
const toastTimeout = (kit: CampaignApprovalStoryKit, title: string) => kit.toaster.queue.visibleToasts.find((toast) => toast.content.title === title)?.timeout;
const loaded = (canvas: Canvas, name = pendingApprovalFixture.name) => canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const action = (canvas: Canvas, user: string, entitlement: string) => within(canvas.getByRole('group', { name: M.actionFor(user, entitlement) }));
const bulk = (canvas: Canvas) => within(canvas.getByRole('group', { name: M.tableActions }));

/** Eight pending selections of two users: the header, the summary and the table; Submit waits for a choice. */
export const Playground = approvalStory({ approval: pendingApprovalFixture }, async (canvas) => {
  await loaded(canvas);
  await expect(canvas.getByText(pendingApprovalFixture.message_content)).toBeVisible();
  await expect(canvas.getByText(M.totalUsers).nextElementSibling).toHaveTextContent('2');
  await expect(canvas.getByText(M.createdBy).nextElementSibling).toHaveTextContent('admin');
  await expect(canvas.getAllByRole('columnheader').map((header: HTMLElement) => header.textContent)).toEqual([M.user, M.application, M.entitlement, M.action]);
  await expect(canvas.getAllByText('Active Directory').length).toBeGreaterThan(0);
  await expect(canvas.getByText(M.count(8, 8))).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.submit })).toBeDisabled();
  await expect(canvas.getByRole('button', { name: M.clearAll })).toBeDisabled();
});

/** The lookup on its way: a spinner, and no Submit until the data is in. */
export const Loading = approvalStory({ lookupPending: true }, async (canvas) => {
  await expect(await canvas.findByRole('progressbar', { name: M.loading })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.submit })).toBeNull();
});

/** Everything answered: each row shows its response, disabled; the bulk buttons are off; End Date and Created By are -. */
export const AllSubmitted = approvalStory({ approval: submittedApprovalFixture }, async (canvas) => {
  await loaded(canvas);
  await expect(canvas.getByText(M.endDate).nextElementSibling).toHaveTextContent(M.empty);
  await expect(canvas.getByText(M.createdBy).nextElementSibling).toHaveTextContent(M.empty);
  await expect(bulk(canvas).getByRole('button', { name: M.approveAll })).toBeDisabled();
  await expect(bulk(canvas).getByRole('button', { name: M.revokeAll })).toBeDisabled();
  const first = nth(submittedApprovalFixture.custom_selections, 0);
  await expect(action(canvas, first.entity.name, first.entitlement.name).getByRole('button', { name: M.approved })).toBeDisabled();
  await expect(canvas.getByText(M.pendingCount(0))).toBeVisible();
});

/**
 * Three rows answered, five pending: Approve All leaves the answered ones alone and shows as
 * pressed; one row changed to Revoke is no longer "all the same"; Clear All empties the choices.
 */
export const PartiallyAnswered = approvalStory({ approval: partialApprovalFixture }, async (canvas) => {
  await loaded(canvas);
  const second = nth(partialApprovalFixture.custom_selections, 1);
  const fourth = nth(partialApprovalFixture.custom_selections, 3);
  await expect(action(canvas, second.entity.name, second.entitlement.name).getByRole('button', { name: M.revoked })).toBeDisabled();
  const approveAll = bulk(canvas).getByRole('button', { name: M.approveAll });
  await userEvent.click(approveAll);
  await expect(approveAll).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas.getByText(M.unsavedCount(5))).toBeVisible();
  await expect(action(canvas, second.entity.name, second.entitlement.name).getByRole('button', { name: M.revoked })).toHaveAttribute('aria-pressed', 'true');
  const row = action(canvas, fourth.entity.name, fourth.entitlement.name);
  await userEvent.click(row.getByRole('button', { name: M.revoke }));
  await expect(row.getByRole('button', { name: M.revoke })).toHaveAttribute('aria-pressed', 'true');
  await expect(approveAll).toHaveAttribute('aria-pressed', 'false');
  // Pressing the chosen action again clears the row.
  await userEvent.click(row.getByRole('button', { name: M.revoke }));
  await expect(row.getByRole('button', { name: M.revoke })).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas.getByText(M.unsavedCount(4))).toBeVisible();
  await expect(canvas.getByRole('button', { name: M.submit })).toBeEnabled();
});

/** Filtered to one entitlement and sorted by user: the bulk buttons name and answer only the shown pending rows. */
export const FilterAndAnswerShown = approvalStory(
  { approval: partialApprovalFixture },
  async (canvas) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: M.filter }), 'okta');
    await expect(canvas.getByText(M.count(8, 3))).toBeVisible();
    // One of the three Okta rows is answered already.
    const approveShown = bulk(canvas).getByRole('button', { name: M.approveShown(2) });
    await userEvent.click(approveShown);
    await expect(canvas.getByText(M.unsavedCount(2))).toBeVisible();
    await expect(approveShown).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('columnheader', { name: M.user }));
    await expect(canvas.getByRole('columnheader', { name: M.user })).toHaveAttribute('aria-sort', 'ascending');
  },
  noScreenshot,
);

/** The lookup fails (an unknown id): the page leaves for /, where the sign-in screen shows. */
export const LookupFailsRedirects = approvalStory(
  { approvalId: 'unknown-approval-id-of-forty-three-characte' },
  async (canvas) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/$/));
  },
  noScreenshot,
);

/** Approve one row and Submit: the toast 'Response Submitted', the row answered and disabled, no choices left. */
export const SubmitSuccess = approvalStory({ approval: pendingApprovalFixture, submitDelayMs: 50 }, async (canvas, kit) => {
  await loaded(canvas);
  const first = nth(pendingApprovalFixture.custom_selections, 0);
  await userEvent.click(action(canvas, first.entity.name, first.entitlement.name).getByRole('button', { name: M.approve }));
  const submit = canvas.getByRole('button', { name: M.submit });
  await userEvent.click(submit);
  // The toast region is loaded on first use.
  await expect(await canvas.findByText(M.submitted, {}, { timeout: 5000 })).toBeVisible();
  await expect(toastTimeout(kit, M.submitted)).toBe(4000);
  await expect(action(canvas, first.entity.name, first.entitlement.name).getByRole('button', { name: M.approved })).toBeDisabled();
  await expect(submit).toBeDisabled();
  await expect(kit.calls.map(({ call }) => call.split(' ')[0])).toEqual(['GET', 'POST', 'GET']);
}, noScreenshot);

/** The submit fails: the toast 'An error occurred while submitting the response', and the choice stays. */
export const SubmitFailure = approvalStory(
  { approval: pendingApprovalFixture, failSubmit: true },
  async (canvas, kit) => {
    await loaded(canvas);
    const first = nth(pendingApprovalFixture.custom_selections, 0);
    const row = action(canvas, first.entity.name, first.entitlement.name);
    await userEvent.click(row.getByRole('button', { name: M.revoke }));
    await userEvent.click(canvas.getByRole('button', { name: M.submit }));
    await expect(await canvas.findByText(M.submitFailed, {}, { timeout: 5000 })).toBeVisible();
    await expect(toastTimeout(kit, M.submitFailed)).toBe(4000);
    await expect(row.getByRole('button', { name: M.revoke })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: M.submit })).toBeEnabled();
  },
  noScreenshot,
);

const LARGE_COUNT = 10_000;

/** 10,000 selections in the virtual grid: only the rows in view are rendered; scrolled to the end, Approve All answers all of them. */
export const TenThousandRows = approvalStory(
  { approval: largeApprovalFixture(LARGE_COUNT) },
  async (canvas) => {
    await loaded(canvas);
    const grid = canvas.getByRole('grid', { name: M.table });
    await expect(grid).toHaveAttribute('aria-rowcount', String(LARGE_COUNT + 1));
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(within(grid).getAllByRole('row').at(-1)).toHaveAttribute('aria-rowindex', String(LARGE_COUNT + 1)));
    await userEvent.click(bulk(canvas).getByRole('button', { name: M.approveAll }));
    await expect(canvas.getByText(M.unsavedCount(LARGE_COUNT))).toBeVisible();
    const last = within(nth(within(grid).getAllByRole('row').reverse(), 0));
    await expect(last.getByRole('button', { name: M.approve })).toHaveAttribute('aria-pressed', 'true');
  },
  noScreenshot,
);

/** Tabs until `matches` holds for the focused element (at most 40 presses). */
async function tabTo(matches: (element: Element) => boolean) {
  for (let press = 0; press < 40; press += 1) {
    await userEvent.tab();
    const focused = document.activeElement;
    if (focused && matches(focused)) return focused;
  }
  throw new Error('Not reached by Tab');
}

/** Keyboard only: filter, answer the shown rows, change one row, submit. */
export const KeyboardOnly = approvalStory(
  { approval: partialApprovalFixture },
  async (canvas) => {
    await loaded(canvas);
    await tabTo((element) => element === canvas.getByRole('searchbox', { name: M.filter }));
    await userEvent.keyboard('okta');
    await tabTo((element) => element.textContent === M.approveShown(2));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(M.unsavedCount(2))).toBeVisible();
    const revoke = await tabTo((element) => element.textContent === M.revoke && !(element as HTMLButtonElement).disabled);
    await userEvent.keyboard(' ');
    await expect(revoke).toHaveAttribute('aria-pressed', 'true');
    await tabTo((element) => element.textContent === M.submit);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(M.submitted, {}, { timeout: 5000 })).toBeVisible();
  },
  noScreenshot,
);
