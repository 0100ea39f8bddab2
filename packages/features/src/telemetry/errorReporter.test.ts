import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientReportBatch } from '@vigil/openapi';
import { batchesOf, createErrorReporter, installErrorReporting, shouldReport } from './errorReporter';
import { ERROR_REPORT_DEBOUNCE_MS, REPORT_MAX_BYTES } from './telemetry.constants';

const context = { url: () => 'http://vigil.test/assets', userAgent: () => 'Test agent', now: () => Date.parse('2026-11-26T06:00:00.000Z') };

function reporterSending() {
  const sent: ClientReportBatch[] = [];
  const send = vi.fn((batch: ClientReportBatch) => {
    sent.push(batch);
    return Promise.resolve();
  });
  return { sent, send, reporter: createErrorReporter({ send, context }) };
}

describe('shouldReport', () => {
  it('skips cancelled requests and duplicated navigations, reports the rest', () => {
    expect(shouldReport(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(shouldReport(Object.assign(new Error('signal is aborted without reason'), { name: 'AbortError' }))).toBe(false);
    expect(shouldReport(Object.assign(new Error('Avoided redundant navigation to current location: "/assets/1".'), { name: 'NavigationDuplicated' }))).toBe(false);
    expect(shouldReport(new Error('You tried to navigate to the same location'))).toBe(false);
    expect(shouldReport(new TypeError('x is undefined'))).toBe(true);
    expect(shouldReport(new ApiError(500, 'Internal server error'))).toBe(true);
    expect(shouldReport('a rejected string')).toBe(true);
    expect(shouldReport(undefined)).toBe(true);
  });
});

describe('error reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a burst of errors as one batch, 2 s after the last one', async () => {
    const { sent, send, reporter } = reporterSending();
    reporter.report('error', new TypeError('first'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS - 1);
    reporter.report('unhandledrejection', 'second');
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sent[0]?.errors).toEqual([
      { kind: 'error', message: 'TypeError: first', stack: expect.stringContaining('first') as string, url: 'http://vigil.test/assets', user_agent: 'Test agent', time: '2026-11-26T06:00:00.000Z' },
      { kind: 'unhandledrejection', message: 'second', stack: null, url: 'http://vigil.test/assets', user_agent: 'Test agent', time: '2026-11-26T06:00:00.000Z' },
    ]);
    await vi.advanceTimersByTimeAsync(10 * ERROR_REPORT_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send cancelled requests or duplicated navigations at all', async () => {
    const { send, reporter } = reporterSending();
    reporter.report('unhandledrejection', new DOMException('aborted', 'AbortError'));
    reporter.report('error', new Error('navigate to the same location'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps at most 20 errors waiting, cuts long texts, and splits batches under the 16 KB cap', async () => {
    const { sent, reporter } = reporterSending();
    for (let i = 0; i < 25; i += 1) reporter.report('error', Object.assign(new Error(`boom ${i} ${'m'.repeat(3000)}`), { stack: 's'.repeat(9000) }));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS);
    const errors = sent.flatMap((batch) => batch.errors ?? []);
    expect(errors).toHaveLength(20);
    expect(errors[0]?.message).toHaveLength(2000);
    expect(errors[0]?.stack).toHaveLength(4000);
    expect(sent.length).toBeGreaterThan(1);
    for (const batch of sent) expect(JSON.stringify(batch).length).toBeLessThanOrEqual(REPORT_MAX_BYTES);
  });

  it('drops a batch the server refuses, without an unhandled rejection, and reports later errors', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(429, 'Too many reports')).mockResolvedValue(undefined);
    const reporter = createErrorReporter({ send, context });
    reporter.report('error', new Error('one'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS);
    reporter.report('error', new Error('two'));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect((send.mock.calls[1]?.[0] as ClientReportBatch).errors?.map((error) => error.message)).toEqual(['Error: two']);
  });

  it("listens to the window's error and unhandledrejection events until uninstalled", async () => {
    const { sent, send, reporter } = reporterSending();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installErrorReporting(target, reporter);
    target.dispatchEvent(new ErrorEvent('error', { error: new RangeError('out of range'), message: 'Uncaught RangeError' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new DOMException('aborted', 'AbortError') });
    target.dispatchEvent(rejection);
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS);
    expect(sent.flatMap((batch) => batch.errors ?? []).map((error) => error.message)).toEqual(['RangeError: out of range']);

    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    await vi.advanceTimersByTimeAsync(ERROR_REPORT_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('batchesOf', () => {
  it('keeps small errors in one batch', () => {
    const error = { kind: 'error' as const, message: 'm', stack: null, url: 'u', user_agent: 'a', time: '2026-11-26T06:00:00.000Z' };
    expect(batchesOf([error, error])).toEqual([{ errors: [error, error] }]);
    expect(batchesOf([])).toEqual([]);
  });
});
