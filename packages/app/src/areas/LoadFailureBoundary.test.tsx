import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorReportingContext } from '@vigil/features';
import { ThemeProvider } from '@vigil/ui';
import { LoadFailureBoundary } from './AreaRoute';
import { CHUNK_LOAD_FAILED, ChunkLoadError } from './loadScreen';

afterEach(cleanup);

function Broken(): never {
  throw new ChunkLoadError();
}

describe('LoadFailureBoundary', () => {
  it("shows 'Loading chunk failed' and hands the failure to the console's error reporting", () => {
    const reported = vi.fn();
    // React logs what a boundary catches; the test does not need to.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ThemeProvider withGlobalStyle={false}>
          <ErrorReportingContext.Provider value={reported}>
            <LoadFailureBoundary>
              <Broken />
            </LoadFailureBoundary>
          </ErrorReportingContext.Provider>
        </ThemeProvider>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining(CHUNK_LOAD_FAILED));
    expect(reported).toHaveBeenCalledWith('error', expect.any(ChunkLoadError));
  });
});
