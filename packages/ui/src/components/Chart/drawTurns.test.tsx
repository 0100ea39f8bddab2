import { useEffect } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawTurn } from './drawTurns';

afterEach(cleanup);

/** Stands for ApexCharts: drawing in a child's effect (which runs before its parent's) for `ms`. */
function Drawing({ ms }: { ms: number }) {
  useEffect(() => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      // Busy, as a drawing is.
    }
  }, [ms]);
  return null;
}

function Chart({ name, ready = true, drawMs = 0, drawn }: { name: string; ready?: boolean; drawMs?: number; drawn: string[] }) {
  const turn = useDrawTurn(ready);
  useEffect(() => {
    if (turn) drawn.push(name);
  }, [turn, name, drawn]);
  return (
    <p>
      {`${name}: ${turn ? 'drawn' : 'waiting'}`}
      {turn && <Drawing ms={drawMs} />}
    </p>
  );
}

const charts = (names: string[], drawn: string[], drawMs = 0) => names.map((name) => <Chart key={name} name={name} drawMs={drawMs} drawn={drawn} />);

describe('useDrawTurn', () => {
  it('draws charts slow to draw one per task, in the order they were ready', async () => {
    const drawn: string[] = [];
    render(<>{charts(['a', 'b', 'c'], drawn, 60)}</>);
    // The first draws at once; the others wait for tasks of their own.
    expect(drawn).toEqual(['a']);
    expect(await screen.findByText('b: drawn')).toBeTruthy();
    expect(screen.getByText('c: waiting')).toBeTruthy();
    expect(await screen.findByText('c: drawn')).toBeTruthy();
    await waitFor(() => {
      expect(drawn).toEqual(['a', 'b', 'c']);
    });
  });

  it('draws the waiting charts together once a chart drew quickly', async () => {
    const drawn: string[] = [];
    const { rerender } = render(<>{charts(['a'], drawn)}</>);
    expect(await screen.findByText('a: drawn')).toBeTruthy();
    rerender(<>{charts(['a', 'b', 'c', 'd'], drawn)}</>);
    expect(await screen.findByText('b: drawn')).toBeTruthy();
    // In the same turn as b.
    expect(screen.getByText('d: drawn')).toBeTruthy();
    await waitFor(() => {
      expect(drawn).toEqual(['a', 'b', 'c', 'd']);
    });
  });

  it('passes over a chart that is gone or not ready, and never stalls', async () => {
    const drawn: string[] = [];
    const { rerender } = render(
      <>
        <Chart name="a" drawMs={60} drawn={drawn} />
        <Chart name="b" drawMs={60} drawn={drawn} />
        <Chart name="c" ready={false} drawn={drawn} />
        <Chart name="d" drawMs={60} drawn={drawn} />
      </>,
    );
    // b goes while it waits.
    rerender(
      <>
        <Chart name="a" drawMs={60} drawn={drawn} />
        <Chart name="c" ready={false} drawn={drawn} />
        <Chart name="d" drawMs={60} drawn={drawn} />
      </>,
    );
    expect(await screen.findByText('d: drawn')).toBeTruthy();
    expect(screen.getByText('c: waiting')).toBeTruthy();
    // Ready later: c takes the next turn.
    rerender(
      <>
        <Chart name="a" drawMs={60} drawn={drawn} />
        <Chart name="c" drawn={drawn} />
        <Chart name="d" drawMs={60} drawn={drawn} />
      </>,
    );
    expect(await screen.findByText('c: drawn')).toBeTruthy();
    await waitFor(() => {
      expect(drawn).toEqual(['a', 'd', 'c']);
    });
  });
});
