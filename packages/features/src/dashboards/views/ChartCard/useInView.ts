import { useEffect, useState, type RefObject } from 'react';

/** Whether the element has come within `marginPx` of the viewport once (then it stays true); true where there is no IntersectionObserver. */
export function useInView(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `${String(marginPx)}px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, marginPx, seen]);
  return seen;
}
