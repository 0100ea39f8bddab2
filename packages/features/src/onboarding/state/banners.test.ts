import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../onboarding.constants';
import { contractBanner, notificationSeverity, trialBanner } from './banners';

const NOW = Date.parse('2026-11-02T09:00:00Z');
const inDays = (days: number) => new Date(NOW + days * DAY_MS).toISOString();

describe('trial banner', () => {
  it.each([
    [30, 30, 'info', false],
    [15, 15, 'info', false],
    [14.2, 15, 'info', false],
    [14, 14, 'warning', false],
    [7.01, 8, 'warning', false],
    [7, 7, 'error', false],
    [1, 1, 'error', false],
    [0.99, 1, 'error', true],
    [0.01, 1, 'error', true],
  ] as const)('%s days to the end: %s days left, %s, expired %s', (days, daysLeft, severity, expired) => {
    expect(trialBanner(inDays(days), NOW)).toEqual({ daysLeft, active: true, expired, severity });
  });

  it('is no longer active once the end is reached (days left not above 0)', () => {
    expect(trialBanner(inDays(0), NOW)).toMatchObject({ daysLeft: 0, active: false, expired: true });
    expect(trialBanner(inDays(-3), NOW)).toMatchObject({ active: false });
  });

  it('is absent without a trial end or with an unreadable one', () => {
    expect(trialBanner(null, NOW)).toBeNull();
    expect(trialBanner('not a date', NOW)).toBeNull();
  });
});

describe('contract banner', () => {
  it.each([
    [60, 60, 'info'],
    [16, 16, 'info'],
    [15.5, 16, 'info'],
    [15, 15, 'dangerous'],
    [4, 4, 'dangerous'],
    [3.5, 4, 'dangerous'],
    [3, 3, 'verydangerous'],
    [1, 1, 'verydangerous'],
  ] as const)('%s days to the end: %s days left, %s', (days, daysLeft, severity) => {
    expect(contractBanner(inDays(days), NOW)).toEqual({ daysLeft, expired: false, severity });
  });

  it('appears only within 60 days of the end', () => {
    expect(contractBanner(inDays(60.5), NOW)).toBeNull();
    expect(contractBanner(inDays(61), NOW)).toBeNull();
    expect(contractBanner(inDays(200), NOW)).toBeNull();
  });

  it('stays, verydangerous, once the contract has ended', () => {
    expect(contractBanner(inDays(0), NOW)).toEqual({ daysLeft: 0, expired: true, severity: 'verydangerous' });
    expect(contractBanner(inDays(-10), NOW)).toEqual({ daysLeft: -10, expired: true, severity: 'verydangerous' });
  });

  it('is absent without a contract end', () => {
    expect(contractBanner(null, NOW)).toBeNull();
  });
});

describe('important notification severity', () => {
  it('keeps the banner severities and shows anything else as info', () => {
    expect(notificationSeverity('warning')).toBe('warning');
    expect(notificationSeverity('ERROR')).toBe('error');
    expect(notificationSeverity('verydangerous')).toBe('verydangerous');
    expect(notificationSeverity('critical')).toBe('info');
  });
});
