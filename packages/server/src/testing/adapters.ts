import { createServer, type AddressInfo } from 'node:net';
import type { Adapter, FetchContext, FetchedRecord, RowError } from '../discovery/adapters/index.js';

/** What a fetch gave: its batches, their records together, the rows it reported, and the error it ended with. */
export interface FetchOutcome {
  batches: FetchedRecord[][];
  records: FetchedRecord[];
  rowErrors: RowError[];
  error?: unknown;
}

/** Fetches with `adapter` to the end (or its error), with the context's parts as given. */
export async function fetchAll(adapter: Adapter, context: Partial<FetchContext> & Pick<FetchContext, 'config'>): Promise<FetchOutcome> {
  const outcome: FetchOutcome = { batches: [], records: [], rowErrors: [] };
  try {
    for await (const batch of adapter.fetch({
      secrets: {},
      file: null,
      signal: new AbortController().signal,
      ...context,
      rowError: (error) => {
        outcome.rowErrors.push(error);
      },
    })) {
      outcome.batches.push(batch);
      outcome.records.push(...batch);
    }
  } catch (error) {
    outcome.error = error;
  }
  return outcome;
}

/** An uploaded file whose bytes are `chunks` (made again on each open). */
export const uploaded = (name: string, chunks: () => Iterable<Uint8Array | string> | AsyncIterable<Uint8Array | string>): NonNullable<FetchContext['file']> => ({
  name,
  size: 0,
  async *open() {
    for await (const chunk of chunks()) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  },
});

/** A local port that was free a moment ago: nothing listens on it. */
export const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
