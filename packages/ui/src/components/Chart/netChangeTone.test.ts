import { describe, expect, it } from 'vitest';
import { netChangeTone } from './netChangeTone';

describe('netChangeTone', () => {
  it('is increase when the figure went up', () => {
    expect(netChangeTone(10, 12)).toBe('increase');
    expect(netChangeTone(-5, 0)).toBe('increase');
  });

  it('is decrease when the figure went down', () => {
    expect(netChangeTone(12, 10)).toBe('decrease');
    expect(netChangeTone(0.2, 0.1)).toBe('decrease');
  });

  it('is same when the figure did not move', () => {
    expect(netChangeTone(7, 7)).toBe('same');
    expect(netChangeTone(0, 0)).toBe('same');
  });
});
