/** Height the spec budgets for one navigation entry, in px. */
export const NAV_ITEM_HEIGHT_PX = 81;
/** Height the spec takes off the navigation bar before counting entries (the logo header), in px. */
export const NAV_RESERVED_HEIGHT_PX = 70;
/** Entry slots the spec keeps free below the list (the More button and the bottom controls). */
export const NAV_RESERVED_ITEM_COUNT = 3;

/**
 * How many navigation entries stay visible in a navigation bar `heightPx` tall; the rest go
 * under More. The spec: "81 per item height, less 70 and 3 items, for what stays visible",
 * read as `floor((heightPx - 70) / 81) - 3`: take the 70 px logo header off the bar's height,
 * count the 81 px slots left, and keep 3 of them for the More button and the controls at the
 * bottom of the sidebar. Never below 0; a height that is not a finite number shows everything.
 */
export function visibleNavItemCount(heightPx: number): number {
  if (!Number.isFinite(heightPx)) return Number.POSITIVE_INFINITY;
  const slots = Math.floor((heightPx - NAV_RESERVED_HEIGHT_PX) / NAV_ITEM_HEIGHT_PX);
  return Math.max(0, slots - NAV_RESERVED_ITEM_COUNT);
}
