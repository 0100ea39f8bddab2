import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { useSelector } from 'react-redux';
import { call, put } from 'redux-saga/effects';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { selectNotificationBadge } from '../../../navigation/state/navigation.selectors';
import { navigationSlice, notificationCountLoaded } from '../../../navigation/state/navigation.slice';
import { currentUserFixture, sessionConfigFixture } from '../../../session/fixtures/session';
import { currentUserLoaded, sessionConfigLoaded, sessionSlice } from '../../../session/state/session.slice';
import { FINDINGS_PAGE_SIZE } from '../../findings.constants';
import { FINDINGS_MESSAGES as M } from '../../findings.messages';
import { findingsFixture, manyFindingsFixture } from '../../fixtures/findings';
import { findingsHandlers, type FindingsServerOptions } from '../../mocks/findings.handlers';
import { createFindingsSaga } from '../../state/findings.sagas';
import { findingsSlice } from '../../state/findings.slice';
import { FindingsScreen } from './FindingsScreen';

/** Each call the story's server heard, with its body. */
const calls: { call: string; body?: unknown }[] = [];

const withServer = (options: Omit<FindingsServerOptions, 'record'> = {}) => ({
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    calls.length = 0;
    msw.use(...findingsHandlers({ ...options, record: (call, body) => calls.push({ call, body }) }));
  },
});

/** The sidebar's unread count, read from the real navigation state the sidebar shows. */
function SidebarCount() {
  const count = useSelector(selectNotificationBadge);
  return <p data-testid="sidebar-count">{`Sidebar count: ${String(count)}`}</p>;
}
const withSidebarCount: Decorator = (Story) => (
  <>
    <SidebarCount />
    <Story />
  </>
);

const meta = {
  title: 'Features/Findings/FindingsScreen',
  component: FindingsScreen,
  parameters: {
    store: {
      slices: [findingsSlice, navigationSlice, sessionSlice],
      saga: function* findingsStorySaga() {
        yield put(sessionConfigLoaded(sessionConfigFixture));
        yield put(currentUserLoaded({ user: currentUserFixture, userData: null }));
        yield put(notificationCountLoaded({ count: 2 }));
        yield call(createFindingsSaga());
      },
    },
  },
  ...withServer(),
} satisfies Meta<typeof FindingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (element: HTMLElement) => within(await within(element).findByRole('list', { name: M.listLabel }));
/** The findings shown (not the list items of their links). */
const findings = async (element: HTMLElement) => {
  const items = await within(element).findByRole('list', { name: M.listLabel });
  return [...items.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.tagName === 'LI');
};

/** Each kind, unread and read, newest first, with severity, kind, time and their links. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const items = await list(canvasElement);
    const shown = await findings(canvasElement);
    await expect(shown).toHaveLength(5);
    await expect(shown[0]).toHaveAccessibleName('The discovery run finished.');
    await expect(shown[4]).toHaveAccessibleName('The certificate expires in 14 days.');
    await expect(within(shown[1] as HTMLElement).getByText(M.severity.error)).toBeVisible();
    await expect(within(shown[1] as HTMLElement).getByText(M.kind.connection_failed)).toBeVisible();
    await expect(items.getByRole('link', { name: M.openAdapter('ldap_adapter') })).toHaveAttribute('href', '/adapters/ldap_adapter');
    await expect(items.getByRole('link', { name: M.openAssets('devices', 42) })).toHaveAttribute('href', '/assets/devices');
    await expect(items.getByRole('link', { name: M.openAsset(0) })).toHaveAttribute('href', '/assets/devices/dev-1001');
    await expect(items.queryByRole('link', { name: M.openAsset(3) })).toBeNull();
    await expect(items.getAllByRole('button', { name: /^Mark read/ })).toHaveLength(2);
  },
};

/** Marking one read lowers the sidebar's count at once (not at its next poll); Mark all read clears it. */
export const MarkReadUpdatesCount: Story = {
  decorators: [withSidebarCount],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await list(canvasElement);
    await expect(canvas.getByTestId('sidebar-count')).toHaveTextContent('Sidebar count: 2');
    await userEvent.click(items.getByRole('button', { name: M.markReadOf(findingsFixture[0]?.title ?? '') }));
    await waitFor(() => expect(canvas.getByTestId('sidebar-count')).toHaveTextContent('Sidebar count: 1'));
    await expect(calls.at(-1)).toEqual({ call: 'POST /notifications/read', body: { ids: [findingsFixture[0]?.id] } });
    await expect(items.getAllByRole('button', { name: /^Mark read/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: M.markAllRead }));
    await waitFor(() => expect(canvas.getByTestId('sidebar-count')).toHaveTextContent('Sidebar count: 0'));
    await expect(calls.at(-1)).toEqual({ call: 'POST /notifications/read', body: { all: true } });
    await expect(canvas.getByRole('button', { name: M.markAllRead })).toBeDisabled();
  },
};

/** The Unread filter asks the server for the unread ones only. */
export const UnreadFilter: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: M.unread }));
    await waitFor(async () => expect(await findings(canvasElement)).toHaveLength(2));
    await expect(calls.at(-1)?.call).toBe(`GET /notifications?size=${String(FINDINGS_PAGE_SIZE)}&unread=true`);
  },
};

/** More than a page: Load more appends the next one with the server's cursor. */
export const LoadMore: Story = {
  tags: ['no-screenshot'],
  ...withServer({ notifications: manyFindingsFixture(FINDINGS_PAGE_SIZE + 3) }),
  play: async ({ canvasElement }) => {
    await expect(await findings(canvasElement)).toHaveLength(FINDINGS_PAGE_SIZE);
    await userEvent.click(within(canvasElement).getByRole('button', { name: M.loadMore }));
    await waitFor(async () => expect(await findings(canvasElement)).toHaveLength(FINDINGS_PAGE_SIZE + 3));
    await expect(calls.at(-1)?.call).toBe(`GET /notifications?size=${String(FINDINGS_PAGE_SIZE)}&cursor=${String(FINDINGS_PAGE_SIZE)}`);
    await expect(within(canvasElement).queryByRole('button', { name: M.loadMore })).toBeNull();
  },
};

export const Empty: Story = {
  ...withServer({ notifications: [] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(M.emptyTitle)).toBeVisible();
  },
};

export const LoadError: Story = {
  ...withServer({ failList: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Internal Server Error')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: M.retry })).toBeVisible();
  },
};

export const ListDark: Story = { globals: { theme: 'dark' }, play: List.play };
