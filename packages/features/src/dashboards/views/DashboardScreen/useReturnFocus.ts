import { useEffect, useLayoutEffect, useRef } from 'react';

/** How long focus may stay in a closing dialog (its exit animation) before this stops looking. */
const MAX_FRAMES = 60;
/** Where focus is passing through on the way to a dialog, not what opened it. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * Puts focus back on what opened the dashboard's dialogs once they close, when the dialogs did not:
 * a dialog that waited for its data is a second modal after the loading one and returns focus to
 * the loading one, gone by then; one opened from a menu returns it to the menu's item, gone too.
 * The opener is the last element focused outside overlays before the dialog opened. Acts after
 * react-aria's own return, only when focus was left on the page's body.
 */
export function useReturnFocus(isOpen: boolean): void {
  const lastOutside = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const track = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(OVERLAY)) lastOutside.current = event.target;
    };
    document.addEventListener('focusin', track);
    return () => {
      document.removeEventListener('focusin', track);
    };
  }, []);
  useLayoutEffect(() => {
    if (isOpen) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body && !active.closest(OVERLAY) ? active : lastOutside.current;
      return undefined;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return undefined;
    // The modal leaves after its exit animation, and react-aria returns focus the frame after:
    // each frame, until focus has left the dialog (for a second at most), see where it went.
    let frames = 0;
    let frame = 0;
    const look = () => {
      const active = target.ownerDocument.activeElement;
      if (active === null || active === target.ownerDocument.body) {
        if (target.isConnected) target.focus();
      } else if (active.closest(OVERLAY) && (frames += 1) < MAX_FRAMES) {
        frame = requestAnimationFrame(look);
      }
    };
    frame = requestAnimationFrame(look);
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isOpen]);
}
