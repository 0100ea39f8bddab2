import { useLayoutEffect, useState, type RefObject } from 'react';

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
