import type { FocusEvent } from 'react';

/**
 * A toggle's (checkbox, radio, switch) focus handler that first brings its whole row into view.
 * Its input is visually hidden, clipped to nothing, and Chromium does not scroll a clipped element
 * into view on focus: a row Tab reached at the edge of a scrolling dialog stayed out of sight.
 */
export function revealRowOnFocus(onFocus?: (event: FocusEvent) => void) {
  return (event: FocusEvent) => {
    (event.target.closest('label') ?? event.target).scrollIntoView({ block: 'nearest', inline: 'nearest' });
    onFocus?.(event);
  };
}
