import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { DashboardGrid, type DashboardGridItem, type DashboardGridProps } from './DashboardGrid';

const titles: Record<string, string> = {
  devices: 'Managed devices',
  vulns: 'Critical vulnerabilities',
  os: 'Devices by OS',
  coverage: 'Agent coverage',
  notes: 'Notes',
  pinned: 'Pinned overview',
};

const fiveItems: DashboardGridItem[] = [
  { id: 'devices', x: 0, y: 0, w: 3, h: 3, minW: 3, minH: 2 },
  { id: 'vulns', x: 3, y: 0, w: 3, h: 3, minW: 3, minH: 2 },
  { id: 'os', x: 6, y: 0, w: 6, h: 6, minW: 3, minH: 4 },
  { id: 'coverage', x: 0, y: 3, w: 6, h: 5, minW: 3, minH: 4 },
  { id: 'notes', x: 6, y: 6, w: 6, h: 2, minW: 1, minH: 2 },
];

function Content({ id }: { id: string }) {
  return (
    <div>
      <strong>{titles[id] ?? id}</strong>
      <p style={{ margin: '4px 0 0', opacity: 0.7 }}>Chart content</p>
      {id === 'notes' && (
        <button type="button" onClick={fn()}>
          Open notes
        </button>
      )}
    </div>
  );
}

/** A handle the keyboard moves out of a scrolling view is scrolled back into it once its item has slid there. */
export const KeyboardMoveKeepsHandleInView: Story = {
  tags: ['no-screenshot'],
  decorators: [
    (Story) => (
      <div data-testid="viewport" style={{ height: 220, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const viewport = canvas.getByTestId('viewport');
    const move = canvas.getByRole('button', { name: 'Move Managed devices' });
    move.focus();
    for (let step = 0; step < 8; step++) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => {
      const [handle, shown] = [move.getBoundingClientRect(), viewport.getBoundingClientRect()];
      return expect({ scrolled: viewport.scrollTop > 0, inView: handle.top >= shown.top && handle.bottom <= shown.bottom }).toEqual({ scrolled: true, inView: true });
    });
    await userEvent.keyboard('{Escape}');
  },
};

/** Keeps the layout the grid reports, as a dashboard page would after saving it. */
function StatefulGrid(props: DashboardGridProps) {
  const [items, setItems] = useState(props.items);
  return (
    <DashboardGrid
      {...props}
      items={items}
      onLayoutChange={(next) => {
        setItems(next);
        props.onLayoutChange?.(next);
      }}
    />
  );
}

function lastLayout(spy: unknown): DashboardGridItem[] {
  const calls = (spy as { mock: { calls: [DashboardGridItem[]][] } }).mock.calls;
  const last = calls.at(-1);
  if (!last) throw new Error('onLayoutChange was not called');
  return last[0];
}

function placeOf(layout: DashboardGridItem[], id: string) {
  const item = layout.find((i) => i.id === id);
  if (!item) throw new Error(`no ${id} in the layout`);
  return item;
}

const meta = {
  title: 'UI/DashboardGrid',
  component: DashboardGrid,
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: fiveItems,
    'aria-label': 'Dashboard charts',
    renderItem: (id: string) => <Content id={id} />,
    itemLabel: (id: string) => titles[id] ?? id,
    onLayoutChange: fn(),
    onInteractionChange: fn(),
  },
  render: (args) => <StatefulGrid {...args} />,
} satisfies Meta<typeof DashboardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Dashboard charts' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Move / })).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: /^Resize / })).toHaveLength(5);
    // Clicks inside an item reach its content; nothing moves.
    await userEvent.click(canvas.getByRole('button', { name: 'Open notes' }));
  },
};

export const StaticItem: Story = {
  args: {
    items: [
      { id: 'pinned', x: 0, y: 0, w: 12, h: 3, static: true },
      { id: 'devices', x: 0, y: 3, w: 4, h: 3 },
      { id: 'vulns', x: 4, y: 3, w: 4, h: 3 },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Move Pinned overview' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resize Pinned overview' })).toBeNull();
    // Moving up into the static item leaves the item below it.
    const move = canvas.getByRole('button', { name: 'Move Managed devices' });
    move.focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLayoutChange).not.toHaveBeenCalled();
    await waitFor(() => expect(document.body).toHaveTextContent('Managed devices cannot move further that way'));
  },
};

/** A narrow grid (a window zoomed to 200%) stacks its items at full width in reading order, and moves and resizes nothing. */
export const StackedWhenNarrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('group', { name: 'Dashboard charts' });
    await waitFor(() => expect(grid).toHaveAttribute('data-stacked'));
    await expect(canvas.queryByRole('button', { name: /^(Move|Resize) / })).toBeNull();
    const boxes = fiveItems.map((item) => canvas.getByText(titles[item.id] ?? item.id).closest('.react-grid-item')?.getBoundingClientRect());
    const full = grid.getBoundingClientRect().width;
    for (const box of boxes) await expect(box?.width).toBeGreaterThan(full * 0.9);
    // One under the other, in reading order (by rows, then left to right).
    const order = [...fiveItems].sort((a, b) => a.y - b.y || a.x - b.x).map((item) => fiveItems.indexOf(item));
    const tops = order.map((index) => boxes[index]?.top ?? 0);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(args.onLayoutChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isEditable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Managed devices')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^(Move|Resize) / })).toBeNull();
  },
};

export const KeyboardMove: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const move = canvas.getByRole('button', { name: 'Move Managed devices' });
    move.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onInteractionChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(document.body).toHaveTextContent('Moved Managed devices to column 2, row 1'));
    // Nothing is reported during the gesture.
    await expect(args.onLayoutChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    // The live region holds the latest step alone, not every step of the gesture.
    await waitFor(() => expect(document.body).toHaveTextContent(/Moved Managed devices to column 2, row [2-9]/));
    await expect(document.body).not.toHaveTextContent('Moved Managed devices to column 2, row 1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    await expect(args.onInteractionChange).toHaveBeenLastCalledWith(false);
    const moved = placeOf(lastLayout(args.onLayoutChange), 'devices');
    await expect(moved.x).toBe(1);
    await expect(moved.y).toBeGreaterThan(0);
    await expect(move).toHaveFocus();

    // Escape puts the item back where the gesture started and reports nothing.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    await expect(args.onInteractionChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.body).toHaveTextContent(/Cancelled\. Managed devices is back at column 2/));

    // Leaving the handle keeps the change.
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.tab();
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(2);
    await expect(placeOf(lastLayout(args.onLayoutChange), 'devices').x).toBe(0);
  },
};

export const KeyboardResize: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const resize = canvas.getByRole('button', { name: 'Resize Managed devices' });
    resize.focus();
    // Already at its minimum (3 by 2 is its floor for width): narrower is refused.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.body).toHaveTextContent('Managed devices cannot be resized further that way'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('Resized Managed devices to 3 by 2'));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.body).toHaveTextContent('Resized Managed devices to 4 by 2'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    const resized = placeOf(lastLayout(args.onLayoutChange), 'devices');
    await expect({ w: resized.w, h: resized.h }).toEqual({ w: 4, h: 2 });
    // Growing into its neighbour pushed it out of the way: no two items overlap.
    const layout = lastLayout(args.onLayoutChange);
    for (const a of layout) {
      for (const b of layout) {
        if (a.id === b.id) continue;
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        await expect(overlap, `${a.id} overlaps ${b.id}`).toBe(false);
      }
    }
  },
};

export const PointerDrag: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: 'Move Managed devices' });
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // One column is (960 - 11 gaps of 16) / 12 ≈ 65 px plus a gap: 81 px a column.
    // One pointer across both calls: the button stays pressed between them.
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: x + 20, clientY: y } },
      { target: handle, coords: { clientX: x + 100, clientY: y } },
      { target: handle, coords: { clientX: x + 165, clientY: y } },
    ]);
    // During the drag the items' content hears no pointer (no chart draws its hover meanwhile).
    const [content] = canvas.getAllByText('Chart content');
    if (!content) throw new Error('no item content');
    await expect(getComputedStyle(content).pointerEvents).toBe('none');
    await user.pointer({ keys: '[/MouseLeft]', target: handle, coords: { clientX: x + 165, clientY: y } });
    await expect(getComputedStyle(content).pointerEvents).toBe('auto');
    await expect(args.onInteractionChange).toHaveBeenCalledWith(true);
    await expect(args.onInteractionChange).toHaveBeenLastCalledWith(false);
    await expect(args.onLayoutChange).toHaveBeenCalledTimes(1);
    await expect(placeOf(lastLayout(args.onLayoutChange), 'devices').x).toBe(2);
    // No style text was written into the page for the drag (the console's CSP would refuse it).
    await expect(document.querySelectorAll('style#react-draggable-style-el')).toHaveLength(0);
    // A press on a handle starts no text selection (its default is prevented): a drag selects nothing.
    await expect(await fireEvent.mouseDown(handle)).toBe(false);
    await fireEvent.mouseUp(handle);
  },
};
