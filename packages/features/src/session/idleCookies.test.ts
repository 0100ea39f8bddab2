import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearIdleCookies, idleCookieLifetimesS, idleCookieState, lastSharedActivity, writeIdleCookies } from './idleCookies';

const START = Date.parse('2026-11-01T09:30:00Z');

describe('idle cookies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    clearIdleCookies(document);
    vi.useRealTimers();
  });

  it('last the idle period, and the idle cookie 60 s more; 10 s and 70 s while the period is not known', () => {
    expect(idleCookieLifetimesS(29 * 60_000)).toEqual({ active: 29 * 60, idle: 29 * 60 + 60 });
    expect(idleCookieLifetimesS(1_500)).toEqual({ active: 2, idle: 62 });
    expect(idleCookieLifetimesS(null)).toEqual({ active: 10, idle: 70 });
  });

  it('say active, then counting down, then over, as the default cookies lapse after 10 s and 70 s', async () => {
    expect(idleCookieState(document, Date.now())).toBe('over');
    writeIdleCookies(document, START, null);
    expect(idleCookieState(document, Date.now())).toBe('active');
    expect(lastSharedActivity(document, Date.now())).toBe(START);

    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(idleCookieState(document, Date.now())).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(idleCookieState(document, Date.now())).toBe('counting-down');
    expect(lastSharedActivity(document, Date.now())).toBeNull();

    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(idleCookieState(document, Date.now())).toBe('counting-down');
    await vi.advanceTimersByTimeAsync(1);
    expect(idleCookieState(document, Date.now())).toBe('over');
  });

  it("follow the idle period given, the idle cookie lasting the activity cookie plus 60 s", async () => {
    writeIdleCookies(document, START, 5 * 60_000);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(idleCookieState(document, Date.now())).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(idleCookieState(document, Date.now())).toBe('counting-down');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(idleCookieState(document, Date.now())).toBe('over');
  });

  it('keep the latest activity, and are gone once cleared', () => {
    writeIdleCookies(document, START, null);
    writeIdleCookies(document, START + 3_000, null);
    expect(lastSharedActivity(document, Date.now())).toBe(START + 3_000);
    clearIdleCookies(document);
    expect(idleCookieState(document, Date.now())).toBe('over');
  });
});
