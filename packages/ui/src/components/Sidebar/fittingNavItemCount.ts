/** What the rendered navigation list measures: its room, one entry's pitch, and its own padding. */
export interface NavListMetrics {
  /** Height the list may take (the sidebar between its header and footer), in px. */
  availablePx: number;
  /** Height of one rendered entry, in px (every entry, the More button included, is one line). */
  itemPx: number;
  /** Space between two entries, in px. */
  gapPx: number;
  /** The list's padding, top and bottom together, in px. */
  paddingPx: number;
}

/**
 * How many of `count` entries stay in the list; the rest go under More, which takes one slot.
 * Origin: spec 000 section 9 budgets "81 per item height, less 70 and 3 items"; we count the
 * real rendered heights instead, so what fits is what shows with no empty band. A height that is
 * not a finite number (not measured yet, or no sidebar) shows everything.
 */
export function fittingNavItemCount(count: number, { availablePx, itemPx, gapPx, paddingPx }: NavListMetrics): number {
  if (!Number.isFinite(availablePx) || !(itemPx > 0)) return count;
  const pitch = itemPx + gapPx;
  // n entries take n items and n - 1 gaps.
  const slots = Math.max(0, Math.floor((availablePx - paddingPx + gapPx) / pitch));
  if (slots >= count) return count;
  return Math.max(0, slots - 1);
}
