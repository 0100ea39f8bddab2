import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AUDIT_PAGE_SIZE } from '../../audit.constants';
import { AUDIT_MESSAGES as M } from '../../audit.messages';
import styled from 'styled-components';
import { AUDIT_JANE_UUID, auditEntriesFixture, auditHeadFixture } from '../../fixtures/audit';
import { auditStoryKit, type AuditStoryKit, type AuditStoryOptions } from '../../mocks/auditStory';
import { AuditScreen } from './AuditScreen';

/** The console's main area gives its screens their margins; a story gives the same. */
const Main = styled.main`
  padding: ${({ theme }) => theme.space[5]};
`;

const meta = {
  title: 'Features/Audit/AuditScreen',
  component: AuditScreen,
  render: () => (
    <Main>
      <AuditScreen />
    </Main>
  ),
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story over its own mock audit server; play-only unless `screenshot`. */
function auditStory(options: AuditStoryOptions, play?: (canvasElement: HTMLElement, kit: AuditStoryKit) => Promise<void>, { screenshot = false, dark = false } = {}): Story {
  const kit = auditStoryKit(options);
  return {
    parameters: kit.parameters,
    beforeEach: kit.beforeEach,
    ...(dark ? { globals: { theme: 'dark' } } : {}),
    ...(screenshot ? {} : { tags: ['no-screenshot'] }),
    ...(play && { play: ({ canvasElement }: { canvasElement: HTMLElement }) => play(canvasElement, kit) }),
  };
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader');
const listCalls = (kit: AuditStoryKit) => kit.calls.filter((call) => call.startsWith('GET /audit?'));
/** The newest entry is shown with its action's label (the list and the action catalogue, two requests, have both loaded). */
const listReady = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: M.openDetailsOf('User updated', '2026-11-20 09:15:00') }, { timeout: 5000 });

/** The entries newest first: time (UTC), user (impersonated marked, the system named), action label, target, address, details summary. */
export const List = auditStory(
  { entries: auditHeadFixture },
  async (canvasElement) => {
    const canvas = within(canvasElement);
    await listReady(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(auditHeadFixture.length);
    await expect(canvas.getByText(M.total(auditHeadFixture.length))).toBeVisible();
    const table = within(canvas.getByRole('grid', { name: M.tableLabel }));
    await expect(table.getByText('User updated')).toBeVisible();
    await expect(table.getByText(M.asImpersonator('jane.doe'))).toBeVisible();
    await expect(table.getByText(M.system)).toBeVisible();
    await expect(table.getByText('method: password; reason: credentials')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: M.loadMore })).toBeNull();
  },
  { screenshot: true },
);

/** The action filter, grouped by area, asks the server for that action; a whole area asks by its prefix. */
export const FilterByAction = auditStory({ entries: auditHeadFixture }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.actionFilter) }));
  await expect(await page(canvasElement).findByRole('group', { name: 'Sign-in' })).toBeVisible();
  await userEvent.click(page(canvasElement).getByRole('option', { name: 'Sign-in failed' }));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /audit?action=auth.login_failed&size=50'));
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.actionFilter) }));
  await userEvent.click(page(canvasElement).getByRole('option', { name: M.allOfArea('Users') }));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /audit?action=user.&size=50'));
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(2));
});

/** Filtered by a user (picked in the user filter) and days: the server is asked with user, from and the day after the last. */
export const Filtered = auditStory({ entries: auditHeadFixture, users: [{ uuid: AUDIT_JANE_UUID, user_name: 'jane.doe' }] }, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await userEvent.click(canvas.getByRole('combobox', { name: M.userFilter }));
  await userEvent.keyboard('jane');
  await userEvent.click(await page(canvasElement).findByRole('option', { name: 'jane.doe' }));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe(`GET /audit?user=${AUDIT_JANE_UUID}&size=50`));
  const month = canvas.getAllByRole('spinbutton', { name: /month/ });
  await userEvent.click(month[0] as HTMLElement);
  await userEvent.keyboard('11192026');
  await userEvent.click(month[1] as HTMLElement);
  await userEvent.keyboard('11192026');
  await waitFor(() =>
    expect(listCalls(kit).at(-1)).toBe(`GET /audit?user=${AUDIT_JANE_UUID}&from=2026-11-19T00%3A00%3A00.000Z&to=2026-11-20T00%3A00%3A00.000Z&size=50`),
  );
  await waitFor(() => expect(rows(canvasElement).map((cell) => cell.textContent)).toEqual(['2026-11-19 17:00:00']));
  await userEvent.click(canvas.getByRole('button', { name: M.clearFilters }));
  await waitFor(() => expect(listCalls(kit).at(-1)).toBe('GET /audit?size=50'));
});

/** The first 50 of 60: Load more asks for the page after the last by its cursor and appends it; then no Load more. */
export const LoadMore = auditStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await listReady(canvasElement);
  await expect(rows(canvasElement)).toHaveLength(AUDIT_PAGE_SIZE);
  await expect(canvas.getByText(M.shownOf(AUDIT_PAGE_SIZE, auditEntriesFixture.length))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: M.loadMore }));
  await waitFor(() => expect(rows(canvasElement)).toHaveLength(auditEntriesFixture.length));
  await expect(listCalls(kit)).toEqual(['GET /audit?size=50', 'GET /audit?size=50&cursor=50']);
  await expect(canvas.getByText(M.total(auditEntriesFixture.length))).toBeVisible();
  await expect(canvas.queryByRole('button', { name: M.loadMore })).toBeNull();
});

/** An entry's Details open in a side panel with every field and what changed, from → to. */
export const OpenDetails = auditStory(
  { entries: auditHeadFixture },
  async (canvasElement) => {
    await listReady(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.openDetailsOf('User updated', '2026-11-20 09:15:00') }));
    const panel = await page(canvasElement).findByRole('dialog', { name: 'User updated' });
    await expect(within(panel).getByText('Jane → Janet')).toBeVisible();
    await expect(within(panel).getByText('jane.doe')).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull());
  },
  { screenshot: true },
);

/** Export CSV downloads what the filters select, named by the day. */
export const ExportCsv = auditStory({ entries: auditHeadFixture }, async (canvasElement, kit) => {
  await listReady(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: M.exportCsv }));
  await waitFor(() => expect(kit.downloads.map((file) => file.fileName)).toEqual([M.fileName('2026-11-20')]));
  await expect(kit.calls).toContain('GET /audit/export');
  await expect((await kit.downloads[0]?.text)?.split('\r\n')[0]).toBe('at,actor,action,target_name');
});

/** Nothing recorded yet. */
export const Empty = auditStory(
  { entries: [] },
  async (canvasElement) => {
    await expect(await within(canvasElement).findByRole('heading', { name: M.emptyTitle })).toBeVisible();
  },
  { screenshot: true },
);

/** The server fails: its sentence and Try again, which asks once more. */
export const LoadError = auditStory(
  { failList: true },
  async (canvasElement, kit) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Internal Server Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: M.retry }));
    await waitFor(() => expect(listCalls(kit)).toHaveLength(2));
  },
  { screenshot: true },
);

/** The list in the dark theme. */
export const Dark = auditStory(
  { entries: auditHeadFixture },
  async (canvasElement) => {
    await listReady(canvasElement);
  },
  { screenshot: true, dark: true },
);
