import { useEffect, useRef, useState } from 'react';

/**
 * ApexCharts draws one chart per task. A chart takes it 15 to 30 ms at full speed (four times as
 * long on a slow machine), and a dashboard's charts, drawn as their data came in one render, held
 * the page for the sum of them: no click, key or scroll in between. Taking turns, the page stays
 * responsive and shows each chart as it is drawn (bench/README.md, "one chart per task").
 */

interface Ticket {
  grant: () => void;
}

const waiting: Ticket[] = [];
let holder: Ticket | null = null;

// A task, not a timer: the next chart waits for the browser's input and painting, not for a
// clock a test may hold.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) channel.port1.onmessage = grantNext;

function grantNext() {
  if (holder) return;
  const next = waiting.shift();
  if (!next) return;
  holder = next;
  next.grant();
}

function passTurn(ticket: Ticket) {
  if (holder !== ticket) return;
  holder = null;
  if (channel) channel.port2.postMessage(null);
  else grantNext();
}

function leave(ticket: Ticket) {
  const index = waiting.indexOf(ticket);
  if (index >= 0) waiting.splice(index, 1);
  passTurn(ticket);
}

/**
 * True once this chart may draw: when `ready`, it queues behind the charts already waiting, and
 * the next one's turn comes in a task of its own once this one has drawn (its own effects, which
 * run before its parent's, have run) or has gone.
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
