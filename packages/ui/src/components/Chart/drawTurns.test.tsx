import { useEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawTurn } from './drawTurns';

afterEach(cleanup);

function Chart({ name, ready = true, drawn }: { name: string; ready?: boolean; drawn: string[] }) {
  const turn = useDrawTurn(ready);
  useEffect(() => {
    if (turn) drawn.push(name);
  }, [turn, name, drawn]);
  return <p>{`${name}: ${turn ? 'drawn' : 'waiting'}`}</p>;
}

describe('useDrawTurn', () => {
  it('draws one chart per task, in the order they were ready', async () => {
    const drawn: string[] = [];
    render(
      <>
        <Chart name="a" drawn={drawn} />
        <Chart name="b" drawn={drawn} />
        <Chart name="c" drawn={drawn} />
      </>,
    );
    // The first draws at once; the others wait for tasks of their own.
    expect(drawn).toEqual(['a']);
    expect(screen.getByText('b: waiting')).toBeTruthy();
    expect(await screen.findByText('c: drawn')).toBeTruthy();
    expect(drawn).toEqual(['a', 'b', 'c']);
  });

  it('passes over a chart that is gone or not ready, and never stalls', async () => {
    const drawn: string[] = [];
    const { rerender } = render(
      <>
        <Chart name="a" drawn={drawn} />
        <Chart name="b" drawn={drawn} />
        <Chart name="c" ready={false} drawn={drawn} />
        <Chart name="d" drawn={drawn} />
      </>,
    );
    // b goes while it waits.
    rerender(
      <>
        <Chart name="a" drawn={drawn} />
        <Chart name="c" ready={false} drawn={drawn} />
        <Chart name="d" drawn={drawn} />
      </>,
    );
    expect(await screen.findByText('d: drawn')).toBeTruthy();
    expect(screen.getByText('c: waiting')).toBeTruthy();
    // Ready later: c takes the next turn.
    rerender(
      <>
        <Chart name="a" drawn={drawn} />
        <Chart name="c" drawn={drawn} />
        <Chart name="d" drawn={drawn} />
      </>,
    );
    expect(await screen.findByText('c: drawn')).toBeTruthy();
    expect(drawn).toEqual(['a', 'd', 'c']);
  });
});
