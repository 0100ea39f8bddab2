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

/** What Tab stops at: a body holding any of these scrolls to it as focus moves. */
const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * A region that scrolls must be reachable by keyboard (WCAG 2.1.1): returns `0` for its
 * `tabIndex` only then, and only while nothing inside it takes focus (Tab then scrolls the body
 * to each control), so that a body adds no unnamed tab stop of its own before its controls.
 */
export function useTabIndexWhenScrollable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [needsTabStop, setNeedsTabStop] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      setNeedsTabStop(element.scrollHeight > element.clientHeight + 1 && element.querySelector(TAB_STOPS) === null);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => {
      observer.disconnect();
    };
  });
  return needsTabStop ? 0 : undefined;
}
