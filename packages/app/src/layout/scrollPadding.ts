import { useLayoutEffect, type RefObject } from 'react';

/** Room left between the sticky top bar and what focus scrolls into view below it. */
const GAP_PX = 8;

/**
 * Keeps the scrolling column's `scroll-padding-top` at its sticky top bar's height, so that what
 * focus scrolls into view stops below the bar: one line high, or two where a narrow window wraps it.
 * The observer reports the bar's size once laid out (first on observing), so the page's boot
 * forces no layout of its own here.
 */
export function useScrollPaddingBelowTopBar(column: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = column.current;
    const bar = element?.querySelector(':scope > header');
    if (!element || !bar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? bar.getBoundingClientRect().height;
      element.style.scrollPaddingTop = `${String(Math.ceil(height) + GAP_PX)}px`;
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
    };
  }, [column]);
}
