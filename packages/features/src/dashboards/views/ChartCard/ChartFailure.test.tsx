import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@vigil/ui';
import { ErrorReportingContext } from '../../../telemetry';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { ChartFailureBoundary } from './ChartFailure';

afterEach(cleanup);

describe('ChartFailureBoundary', () => {
  it('keeps a drawing that throws to its chart, reports it, and draws again on Retry', () => {
    let fails = true;
    function Drawing() {
      if (fails) throw new Error('Loading chunk ChartTable failed');
      return <p>drawn</p>;
    }
    const reported = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ThemeProvider withGlobalStyle={false}>
          <ErrorReportingContext.Provider value={reported}>
            <ChartFailureBoundary name="Devices" height={200}>
              <Drawing />
            </ChartFailureBoundary>
            <p>another chart</p>
          </ErrorReportingContext.Provider>
        </ThemeProvider>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole('alert').textContent).toContain(M.chartDrawFailed);
    expect(screen.getByText('another chart')).toBeTruthy();
    expect(reported).toHaveBeenCalledWith('error', expect.objectContaining({ message: 'Loading chunk ChartTable failed' }));

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: `${M.chartRetry} Devices` }));
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
