import { describe, expect, it } from 'vitest';
import { fromLayout, moveStep, resizeStep, sameLayout, toLayout, type DashboardGridItem } from './gridKeyboard';

const COLUMNS = 12;

// A (0,0 6x4) | B (6,0 6x4)
// C (0,4 12x3)
const items: DashboardGridItem[] = [
  { id: 'a', x: 0, y: 0, w: 6, h: 4, minW: 3, minH: 2 },
  { id: 'b', x: 6, y: 0, w: 6, h: 4 },
  { id: 'c', x: 0, y: 4, w: 12, h: 3 },
];

function place(layout: ReturnType<typeof toLayout>, id: string) {
  const item = layout.find((l) => l.i === id);
  if (!item) throw new Error(`no item ${id}`);
  return { x: item.x, y: item.y, w: item.w, h: item.h };
}

describe('moveStep', () => {
  it('moves an item one column right when there is room', () => {
    const layout = toLayout([{ id: 'a', x: 0, y: 0, w: 4, h: 2 }]);
    expect(place(moveStep(layout, 'a', { dx: 1, dy: 0 }, COLUMNS), 'a')).toEqual({ x: 1, y: 0, w: 4, h: 2 });
  });

  it('stops at the first and the last column', () => {
    const layout = toLayout(items);
    expect(sameLayout(moveStep(layout, 'a', { dx: -1, dy: 0 }, COLUMNS), layout)).toBe(true);
    expect(sameLayout(moveStep(layout, 'c', { dx: 1, dy: 0 }, COLUMNS), layout)).toBe(true);
  });

  it('pushes a colliding item out of the way, as a drag does', () => {
    const layout = toLayout(items);
    const next = moveStep(layout, 'a', { dx: 1, dy: 0 }, COLUMNS);
    expect(place(next, 'a')).toMatchObject({ x: 1 });
    const a = place(next, 'a');
    const b = place(next, 'b');
    // No two items overlap after the step.
    const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    expect(overlap).toBe(false);
  });

  it('moves down past the item below rather than floating back up', () => {
    const layout = toLayout(items);
    const next = moveStep(layout, 'a', { dx: 0, dy: 1 }, COLUMNS);
    expect(place(next, 'a').y).toBeGreaterThan(0);
    expect(place(next, 'c').y).toBeLessThan(place(next, 'a').y);
  });

  it('moves back up past the item above: a step down and a step up return to the start', () => {
    // Two columns of two: a over c on the left, b over d on the right.
    const layout = toLayout([
      { id: 'a', x: 0, y: 0, w: 6, h: 7 },
      { id: 'b', x: 6, y: 0, w: 6, h: 7 },
      { id: 'c', x: 0, y: 7, w: 6, h: 7 },
      { id: 'd', x: 6, y: 7, w: 6, h: 7 },
    ]);
    const down = moveStep(layout, 'a', { dx: 0, dy: 1 }, COLUMNS);
    expect([place(down, 'c').y, place(down, 'a').y]).toEqual([0, 7]);
    const up = moveStep(down, 'a', { dx: 0, dy: -1 }, COLUMNS);
    expect(sameLayout(up, layout)).toBe(true);
    // The same for an item moved sideways first, then down under a wider one and back.
    const wide = toLayout([
      { id: 'w', x: 0, y: 0, w: 12, h: 3 },
      { id: 's', x: 3, y: 3, w: 3, h: 2 },
    ]);
    const under = moveStep(wide, 'w', { dx: 0, dy: 1 }, COLUMNS);
    expect([place(under, 's').y, place(under, 'w').y]).toEqual([0, 2]);
    expect(sameLayout(moveStep(under, 'w', { dx: 0, dy: -1 }, COLUMNS), wide)).toBe(true);
  });

  it('leaves the layout alone for a move up at the top and for a static item', () => {
    const layout = toLayout(items);
    expect(sameLayout(moveStep(layout, 'a', { dx: 0, dy: -1 }, COLUMNS), layout)).toBe(true);
    const pinned = toLayout([{ id: 's', x: 0, y: 0, w: 4, h: 4, static: true }]);
    expect(sameLayout(moveStep(pinned, 's', { dx: 1, dy: 0 }, COLUMNS), pinned)).toBe(true);
  });
});

describe('resizeStep', () => {
  it('grows and shrinks by one unit', () => {
    const layout = toLayout(items);
    expect(place(resizeStep(layout, 'a', { dx: 0, dy: 1 }, COLUMNS), 'a')).toEqual({ x: 0, y: 0, w: 6, h: 5 });
    expect(place(resizeStep(layout, 'a', { dx: -1, dy: 0 }, COLUMNS), 'a')).toEqual({ x: 0, y: 0, w: 5, h: 4 });
  });

  it('keeps the minimum width and height', () => {
    const small = toLayout([{ id: 'a', x: 0, y: 0, w: 3, h: 2, minW: 3, minH: 2 }]);
    expect(sameLayout(resizeStep(small, 'a', { dx: -1, dy: 0 }, COLUMNS), small)).toBe(true);
    expect(sameLayout(resizeStep(small, 'a', { dx: 0, dy: -1 }, COLUMNS), small)).toBe(true);
    const tiny = toLayout([{ id: 't', x: 0, y: 0, w: 1, h: 1 }]);
    expect(sameLayout(resizeStep(tiny, 't', { dx: -1, dy: -1 }, COLUMNS), tiny)).toBe(true);
  });

  it('never grows past the last column', () => {
    const layout = toLayout(items);
    expect(sameLayout(resizeStep(layout, 'b', { dx: 1, dy: 0 }, COLUMNS), layout)).toBe(true);
  });

  it('pushes the item below down when growing into it', () => {
    const next = resizeStep(toLayout(items), 'a', { dx: 0, dy: 1 }, COLUMNS);
    expect(place(next, 'c').y).toBe(5);
  });
});

describe('fromLayout', () => {
  it('gives the items back in the props order with their limits', () => {
    const layout = toLayout(items).reverse();
    expect(fromLayout(layout, items)).toEqual(items);
  });
});
