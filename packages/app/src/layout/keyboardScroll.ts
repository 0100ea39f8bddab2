import { useEffect, type RefObject } from 'react';

/** A line of an arrow key, as browsers scroll one. */
const LINE_PX = 40;
/** What a page key keeps of the page it leaves in view, as browsers do. */
const PAGE_OVERLAP_PX = 40;

/** How far a key scrolls a box, or null for a key that does not scroll. */
function scrollOf(event: KeyboardEvent, box: HTMLElement): number | null {
  const page = Math.max(box.clientHeight - PAGE_OVERLAP_PX, LINE_PX);
  switch (event.key) {
    case 'PageDown':
      return page;
    case 'PageUp':
      return -page;
    case ' ':
      return event.shiftKey ? -page : page;
    case 'ArrowDown':
      return LINE_PX;
    case 'ArrowUp':
      return -LINE_PX;
    case 'End':
      return box.scrollHeight;
    case 'Home':
      return -box.scrollHeight;
    default:
      return null;
  }
}

/**
 * The page keys (Page Down and Up, Space, Home, End, the arrows) scroll the console's column when
 * nothing has focus: the column scrolls on its own beside the sidebar, and a browser scrolls the
 * document, which does not, from a page just loaded or after a click on no control.
 */
export function useKeysScrollTheColumn(column: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const box = column.current;
      if (!box || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      const by = scrollOf(event, box);
      if (by === null) return;
      event.preventDefault();
      box.scrollBy({ top: by });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [column]);
}
