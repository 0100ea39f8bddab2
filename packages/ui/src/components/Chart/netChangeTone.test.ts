import { describe, expect, it } from 'vitest';
import { netChangeText, netChangeTone } from './netChangeTone';

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

describe('netChangeText', () => {
  it('gives the change and the change in percent of the previous figure, signed', () => {
    expect(netChangeText(2201, 2314, 'vs last week')).toBe('+113 (+5.1%) vs last week');
    expect(netChangeText(57, 42, 'vs last week')).toBe('-15 (-26.3%) vs last week');
    expect(netChangeText(18, 18, 'vs last week')).toBe('No change vs last week');
  });

  it('leaves the percent out when the previous figure is 0', () => {
    expect(netChangeText(0, 4, 'since previous')).toBe('+4 since previous');
  });

  it('counts the change of a percentage in percentage points', () => {
    expect(netChangeText(25, 27.5, 'since previous', '%')).toBe('+2.5 pp (+10%) since previous');
  });
});
