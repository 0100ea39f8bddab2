import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer } from 'msw/node';

/**
 * The mock HTTP boundary of a saga test file: listening for the whole file, failing on a request
 * no handler answers, and back to no handlers and real timers after each test.
 */
export function mockApiServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}
