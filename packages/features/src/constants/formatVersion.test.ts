import { describe, expect, it } from 'vitest';
import { formatVersion } from './formatVersion';

describe('formatVersion', () => {
  it('turns underscores into dots', () => {
    expect(formatVersion('6_0_12')).toBe('6.0.12');
  });

  it('keeps a version with one dash as it is', () => {
    expect(formatVersion('6_0_0-rc1')).toBe('6.0.0-rc1');
  });

  it('shows a federal version (more than two dash-separated parts) as first-SECOND third', () => {
    expect(formatVersion('6_0_0-fed-1234')).toBe('6.0.0-FED 1234');
    expect(formatVersion('6_1-gov-2-b')).toBe('6.1-GOV 2-b');
  });
});
