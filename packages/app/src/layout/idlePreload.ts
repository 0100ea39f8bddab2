import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCanViewDashboard } from '@vigil/features';
import { AREAS } from '../areas/areas';

/** The window's parts `whenIdle` uses (a fake in tests). */
export type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest an idle preload waits for an idle moment; on a machine never idle it runs then. */
export const IDLE_PRELOAD_TIMEOUT_MS = 5_000;

/**
 * Runs `run` once the page has loaded and the browser has a moment of its own (a timer where
 * requestIdleCallback is missing); the returned function cancels it.
 */
export function whenIdle(run: () => void, win: IdleWindow = window): () => void {
  let cancelIdle: () => void = () => undefined;
  const idle = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const timer = win.setTimeout(run, 1_000);
      cancelIdle = () => {
        win.clearTimeout(timer);
      };
    }
  };
  if (win.document.readyState === 'complete') {
    idle();
    return () => {
      cancelIdle();
    };
  }
  win.addEventListener('load', idle, { once: true });
  return () => {
    win.removeEventListener('load', idle);
    cancelIdle();
  };
}

const dashboardScreen = AREAS.find((area) => area.entry === 'dashboard')?.Screen;

/**
 * Once the signed-in console is idle, loads the Dashboard screen and ApexCharts for a user who may
 * view dashboards, and warms ApexCharts up (`warmCharts`): the home is one and most moves end on
 * one, which then draws without fetching, running and compiling its code first
 * (bench/dashboards.mjs, the move inside the console). Not when the browser asks to save data.
 */
export function useIdlePreload(): void {
  const canViewDashboard = useSelector(selectCanViewDashboard);
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (!canViewDashboard || saveData || !dashboardScreen) return undefined;
    return whenIdle(() => {
      // A failure is left to the screen's and the charts' own loads, which retry and report. The
      // charts' loader comes with the screen's module: imported here, it would be a chunk of its
      // own on the way to every page, the login page's included.
      void dashboardScreen
        .load()
        .then(() => import('../screens/lazy/Dashboard'))
        .then((screen) => screen.warmCharts())
        .catch(() => undefined);
    });
  }, [canViewDashboard]);
}
