import { describe, expect, it } from 'vitest';
import { themes } from './themes';

describe('chart palettes', () => {
  it('give up to 12 series a colour of their own, in either theme', () => {
    for (const theme of Object.values(themes)) {
      expect(theme.colors.chart).toHaveLength(12);
      expect(new Set(theme.colors.chart.map((colour) => colour.toLowerCase())).size).toBe(12);
    }
  });
});
