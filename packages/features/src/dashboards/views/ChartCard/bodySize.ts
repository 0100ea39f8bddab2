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
    // The observer's first report comes after layout: no layout forced here. The drawing follows
    // in the next frame, so its own resizing is never part of this report's loop.
    let frame = 0;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const height = Math.floor(entry.contentRect.height);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setHeightPx(height);
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
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
    const measure = () => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => {
      observer.disconnect();
    };
  }, [ref, enabled, content]);
  return overflows;
}
