import { describe, expect, it } from 'vitest';
import { assignSlots } from './VirtualGrid';

describe('assignSlots', () => {
  it('keeps the slot of a row still rendered and gives rows coming into view the slots rows leaving gave up', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c', 'd']);
    expect([...first]).toEqual([['a', 0], ['b', 1], ['c', 2], ['d', 3]]);
    // One row down: `a` leaves, `e` comes in and takes its slot; the others keep theirs.
    const next = assignSlots(first, ['b', 'c', 'd', 'e']);
    expect([...next]).toEqual([['b', 1], ['c', 2], ['d', 3], ['e', 0]]);
  });

  it('gives every row a slot of its own when the rows are all new, more or fewer', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c']);
    const swapped = assignSlots(first, [10, 11, 12, 13, 14]);
    expect([...swapped.values()].sort()).toEqual([0, 1, 2, 3, 4]);
    const fewer = assignSlots(swapped, ['x', 12]);
    expect(fewer.get(12)).toBe(2);
    expect(fewer.get('x')).toBe(0);
  });
});
