/** Shared parts of Modal and Drawer: the close button and the keyboard reach of a scrolling body. */
import { useEffect, useState, type RefObject } from 'react';
import { CloseButton } from './Overlay.styles';

/** The header button that closes the dialog (its `close` slot). */
export function DialogCloseButton() {
  return (
    <CloseButton slot="close" aria-label="Close">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
      </svg>
    </CloseButton>
  );
}

/**
 * A region that scrolls must be reachable by keyboard (WCAG 2.1.1): returns `0` for its
 * `tabIndex` only then, so that short bodies do not add a tab stop.
 */
export function useTabIndexWhenScrollable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [isScrollable, setIsScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => {
      observer.disconnect();
    };
  });
  return isScrollable ? 0 : undefined;
}
