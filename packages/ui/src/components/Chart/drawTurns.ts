import { useEffect, useRef, useState } from 'react';

/**
 * Charts draw in turns when drawing is slow. ApexCharts takes 15 to 30 ms a chart on a fast
 * machine, four times as long on a slow one, and a dashboard's charts, drawn in the render their
 * data came in, held the page for the sum of them: no click, key or scroll in between. A chart
 * that took longer than QUICK_DRAW_MS to draw makes the next one wait for a task of its own; on a
 * quick machine the waiting charts draw together, as before, since a task each costs a frame each
 * (~15 ms at full speed; bench/README.md, "charts in turns").
 */

/** A draw this quick lets every waiting chart draw at once. */
const QUICK_DRAW_MS = 50;

interface Ticket {
  grant: () => void;
}

const waiting: Ticket[] = [];
const drawing = new Set<Ticket>();
/** How long the last turn took a chart; unknown (one at a time) until a chart has drawn. */
let lastDrawMs = Number.POSITIVE_INFINITY;
let turnStarted = 0;
let turnSize = 0;

// A task, not a timer: the next chart waits for the browser's input and painting, not for a
// clock a test may hold.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) channel.port1.onmessage = grantNext;

function grantNext() {
  if (drawing.size > 0 || waiting.length === 0) return;
  const turn = lastDrawMs < QUICK_DRAW_MS ? waiting.splice(0) : waiting.splice(0, 1);
  turnStarted = performance.now();
  turnSize = turn.length;
  for (const ticket of turn) drawing.add(ticket);
  for (const ticket of turn) ticket.grant();
}

function passTurn(ticket: Ticket) {
  if (!drawing.delete(ticket) || drawing.size > 0) return;
  lastDrawMs = (performance.now() - turnStarted) / turnSize;
  if (channel) channel.port2.postMessage(null);
  else grantNext();
}

function leave(ticket: Ticket) {
  const index = waiting.indexOf(ticket);
  if (index >= 0) waiting.splice(index, 1);
  passTurn(ticket);
}

/**
 * True once this chart may draw: when `ready`, it queues behind the charts already waiting. The
 * next turn comes in a task of its own once the charts of this turn have drawn (their own effects,
 * which run before their parent's, have run) or have gone.
 */
export function useDrawTurn(ready: boolean): boolean {
  const [turn, setTurn] = useState(false);
  const ticket = useRef<Ticket | null>(null);
  useEffect(() => {
    if (!ready) return undefined;
    const mine: Ticket = {
      grant: () => {
        setTurn(true);
      },
    };
    ticket.current = mine;
    waiting.push(mine);
    grantNext();
    return () => {
      leave(mine);
    };
  }, [ready]);
  useEffect(() => {
    if (turn && ticket.current) passTurn(ticket.current);
  }, [turn]);
  return turn;
}
