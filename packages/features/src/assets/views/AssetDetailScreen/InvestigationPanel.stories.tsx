import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ASSETS_PATHS } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { assetsStory, type AssetsStoryKit, type AssetsStoryOptions } from '../../mocks/assetsStory';
import { AssetsStoryRoutes } from '../AssetsStoryRoutes';
import { InvestigationPanel } from './InvestigationPanel';

const meta = {
  title: 'Features/Assets/Investigation',
  component: InvestigationPanel,
  args: { entity: 'devices', id: 'devices-1' },
  render: () => <AssetsStoryRoutes />,
} satisfies Meta<typeof InvestigationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

function investigationStory(options: Partial<AssetsStoryOptions>, play?: (canvasElement: HTMLElement, kit: AssetsStoryKit) => Promise<void>, extra: Pick<Story, 'tags'> = {}): Story {
  return { ...assetsStory({ path: ASSETS_PATHS.investigation('devices', 'devices-1'), ...options }, play), ...extra };
}

/** Play only: the screen it ends on looks like another story's. */
const noScreenshot = { tags: ['no-screenshot'] };

const eventCalls = (kit: AssetsStoryKit) =>
  kit.calls.filter(({ call }) => call.startsWith('GET /assets/devices/devices-1/investigation?')).map(({ call }) => new URLSearchParams(call.split('?')[1]));
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: M.eventsLabel });
const bodyRows = (canvasElement: HTMLElement) => within(table(canvasElement)).getAllByRole('row').slice(1);

async function eventsIn(canvasElement: HTMLElement, shown: number, total: number) {
  await within(canvasElement).findByText(M.eventsShown(shown, total), {}, { timeout: 5000 });
}

async function settle(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('heading', { level: 1 }));
  await waitFor(() => expect(canvasElement.ownerDocument.getAnimations()).toHaveLength(0));
}

/** /asset-investigation opens the Investigation tab: the last 7 days' events, newest first, in the spec's columns; Load more adds the next page. */
export const Events = investigationStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await eventsIn(canvasElement, 20, 36);
  await expect(canvas.getByRole('tab', { name: M.tabs.investigation })).toHaveAttribute('aria-selected', 'true');
  await expect(within(table(canvasElement)).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(Object.values(M.columnsOfEvents));
  await expect(within(bodyRows(canvasElement)[0] as HTMLElement).getByText('2026-11-01 08:45 UTC')).toBeVisible();
  const first = eventCalls(kit)[0];
  await expect(first?.get('date_from')).toBe('2026-10-25T00:00:00.000Z');
  await expect(first?.get('date_to')).toBe('2026-11-01T09:30:00.000Z');
  await expect(first?.get('sort')).toBe('-timestamp');
  await userEvent.click(canvas.getByRole('button', { name: M.loadMore }));
  await eventsIn(canvasElement, 36, 36);
  await expect(eventCalls(kit).at(-1)?.get('cursor')).toBe('20');
  await expect(canvas.queryByRole('button', { name: M.loadMore })).toBeNull();
  await expect(bodyRows(canvasElement)).toHaveLength(36);
  await settle(canvasElement);
});

/** Event types, one field and the date range narrow the events; each change asks the server again from the first page. */
export const Filters = investigationStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await eventsIn(canvasElement, 20, 36);
  await userEvent.click(canvas.getByRole('checkbox', { name: M.eventTypes['field_changed'] }));
  await eventsIn(canvasElement, 20, 30);
  await expect(eventCalls(kit).at(-1)?.getAll('event_type')).toEqual(['field_changed']);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(M.fieldFilter) }));
  await userEvent.click(within(await body.findByRole('listbox')).getByRole('option', { name: 'IP Addresses' }));
  await eventsIn(canvasElement, 12, 12);
  await expect(eventCalls(kit).at(-1)?.get('field')).toBe('ips');
  await expect(bodyRows(canvasElement).every((row) => within(row).queryByText('IP Addresses') !== null)).toBe(true);
  // The range's start a day later, by keyboard on its day segment.
  const range = canvas.getByRole('group', { name: M.dateRange });
  const [startDay] = within(range).getAllByRole('spinbutton', { name: /day/ });
  if (!startDay) throw new Error('expected the start day segment');
  await userEvent.click(startDay);
  await userEvent.keyboard('{ArrowUp}');
  await waitFor(() => expect(eventCalls(kit).at(-1)?.get('date_from')).toBe('2026-10-26T00:00:00.000Z'));
  await eventsIn(canvasElement, 10, 10);
  await settle(canvasElement);
});

/** No events in the range: the table says so. */
export const Empty = investigationStory({ noEvents: true }, async (canvasElement) => {
  await eventsIn(canvasElement, 0, 0);
  await expect(within(table(canvasElement)).getByText(M.noEvents)).toBeVisible();
  await expect(within(canvasElement).queryByRole('button', { name: M.loadMore })).toBeNull();
});

/** As of a week ago: the fields as they were then, those changed since marked with their value now; Back to now clears it. */
export const AsOf = investigationStory({}, async (canvasElement, kit) => {
  const canvas = within(canvasElement);
  await eventsIn(canvasElement, 20, 36);
  const asOf = canvas.getByRole('group', { name: M.asOf });
  // The calendar opens on today (1 November 2026); a week up is 25 October.
  within(asOf).getByRole('button', { name: /Calendar/ }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /November 1, 2026/ })).toHaveFocus());
  await userEvent.keyboard('{ArrowUp}{Enter}');
  const fields = await canvas.findByRole('region', { name: M.asOfLabel }, { timeout: 5000 });
  await expect(kit.calls.find(({ call }) => call.startsWith('GET /assets/devices/devices-1/as_of'))?.call).toBe(
    `GET /assets/devices/devices-1/as_of?at=${encodeURIComponent('2026-10-25T23:59:59.999Z')}`,
  );
  await expect(within(fields).getByRole('heading', { name: M.asOfTitle('2026-10-25') })).toBeVisible();
  await expect(within(fields).getAllByText(M.changed)).toHaveLength(2);
  // Then: the value the oldest change after the day removed; now: the value the asset has.
  await expect(within(fields).getByText('Windows 11 build 26069', { exact: false })).toHaveTextContent('Windows 11 build 26069 Changed since Now: Windows 11 build 26100');
  await expect(within(fields).getByText('10.1.0.37', { exact: false })).toHaveTextContent('10.1.0.37 Changed since Now: 10.1.0.2');
  await userEvent.click(canvas.getByRole('button', { name: M.clearAsOf }));
  await waitFor(() => expect(canvas.queryByRole('region', { name: M.asOfLabel })).toBeNull());
  await settle(canvasElement);
}, noScreenshot);
