import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's height as laid out (null until first measured): the room a card's drawing has
 * under its header and description, whatever their size.
 */
export function useLaidOutHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [heightPx, setHeightPx] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The observer's first report comes after the card's first layout (no layout forced here) and
    // before its chart is in view (the intersection observer reports later in the same frame), so
    // a chart is drawn once, at its card's height, not at the rows' estimate and again. React
    // renders the new height in a task of its own, never inside this report's loop.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeightPx(Math.floor(entry.contentRect.height));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return heightPx;
}

/**
 * Whether the element's content is taller than the element (so it scrolls), while `enabled`;
 * measured again when the element or its content (`content`: what it shows now) resizes.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, enabled: boolean, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setOverflows(false);
      return undefined;
    }
    // Measured in the observer's reports (its first comes after the next layout), not at once:
    // reading sizes in the middle of a commit forces a layout that the styles added later undo.
    const observer = new ResizeObserver(() => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [ref, enabled, content]);
  return overflows;
}
