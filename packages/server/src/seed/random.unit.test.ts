// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

describe('Random', () => {
  it('picks another item as pick would from the list without the one skipped, never that one', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let skip = 0; skip < items.length; skip++) {
      const others = items.filter((_, i) => i !== skip);
      const a = new Random(11, `skip ${String(skip)}`);
      const b = new Random(11, `skip ${String(skip)}`);
      const drawn = Array.from({ length: 200 }, () => a.pickOther(items, skip));
      expect(drawn).toEqual(Array.from({ length: 200 }, () => b.pick(others)));
      expect(new Set(drawn)).toEqual(new Set(others));
    }
    const pair = new Random(3);
    for (let i = 0; i < 50; i++) expect(pair.pickOther(['owner', 'other'], 0)).toBe('other');
    expect(() => new Random(3).pickOther(['alone'], 0)).toThrow('fewer than two');
  });
});
