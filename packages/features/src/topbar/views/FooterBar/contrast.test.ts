import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './contrast';

describe('footer text colour', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('writes white on dark backgrounds and black on light ones', () => {
    expect(readableTextOn('#8b1e1e')).toBe('#ffffff');
    expect(readableTextOn('#1f5fbf')).toBe('#ffffff');
    expect(readableTextOn('#ffe680')).toBe('#000000');
    expect(readableTextOn('#777777')).toBe('#000000');
  });

  it('reaches AA (4.5:1) on every grey and primary colour', () => {
    const samples: string[] = [];
    for (let level = 0; level < 256; level += 5) {
      const hex = level.toString(16).padStart(2, '0');
      samples.push(`#${hex}${hex}${hex}`, `#${hex}0000`, `#00${hex}00`, `#0000${hex}`);
    }
    for (const background of samples) {
      expect(contrastRatio(background, readableTextOn(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
