// The library's own stylesheet, bundled by Vite as a file: the console's policy (style-src 'self')
// refuses injected style text. react-resizable's sheet is not needed (our handles are styled here).
import 'react-grid-layout/css/styles.css';
import { createContext, use, useCallback, useEffect, useId, useMemo, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { mergeProps, useFocusRing, useKeyboard, type KeyboardProps } from 'react-aria';
// react-aria's live announcer (one polite/assertive region per page); exported under its private path only.
import { announce, clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { GridLayout, useContainerWidth, type EventCallback, type Layout, type LayoutItem } from 'react-grid-layout';
import { onFocusLost } from '../../focus/onFocusLost';
import { GRID_MESSAGES } from './DashboardGrid.messages';
import { GridItemBody, GridItemCard, GridRoot, MoveHandleButton, POINTER_GESTURE_ATTRIBUTE, ResizeHandleButton, VisuallyHidden } from './DashboardGrid.styles';
import {
  ARROW_STEPS,
  compactLayout,
  fromLayout,
  moveStep,
  resizeStep,
  sameLayout,
  toLayout,
  type DashboardGridItem,
} from './gridKeyboard';

/** Announces a step of a keyboard gesture in place of the step before (the region holds the latest only). */
function announceStep(message: string): void {
  clearAnnouncer('assertive');
  announce(message, 'assertive');
}

export type { DashboardGridItem };

/** Class of the move handle: react-grid-layout starts a pointer drag only from it. */
const MOVE_HANDLE_CLASS = 'vigil-grid-move-handle';
/** Gap between items and around the grid, in px. */
const GRID_MARGIN_PX = 16;
const MARGIN: readonly [number, number] = [GRID_MARGIN_PX, GRID_MARGIN_PX];
const PADDING: readonly [number, number] = [0, 0];

export interface DashboardGridProps {
  /** The items and their places, in grid units. */
  items: readonly DashboardGridItem[];
  /**
   * Number of columns.
   * @default 12
   */
  columns?: number;
  /**
   * Height of one row in px.
   * @default 40
   */
  rowHeightPx?: number;
  /**
   * Whether charts can be moved and resized.
   * @default true
   */
  isEditable?: boolean;
  /**
   * Called once when a drag, a resize or a keyboard move/resize ends, with every item's new place
   * (not during the gesture). A keyboard gesture ends on Enter or when its handle loses focus;
   * Escape ends it without a call, back where it started.
   */
  onLayoutChange?: (items: DashboardGridItem[]) => void;
  /** True while the user drags or resizes (pointer or keyboard); false when it ends or is cancelled. */
  onInteractionChange?: (active: boolean) => void;
  /** An item to move focus to (its first control) once it is shown, such as a chart just added; then `onItemFocused`. */
  focusItemId?: string | null;
  onItemFocused?: () => void;
  /** Renders one item's content; the grid adds the move and resize handles. */
  renderItem: (id: string) => ReactNode;
  /** Accessible name of the item, e.g. the chart's title, used in handle labels and announcements. */
  itemLabel: (id: string) => string;
  /** Names the grid for assistive technology. */
  'aria-label': string;
}

type HandleMode = 'move' | 'resize';
type HandleKeyEvent = Parameters<NonNullable<KeyboardProps['onKeyDown']>>[0];

interface GridControls {
  /** Id of the element describing the handles' keys. */
  instructionsId: string;
  /** The item and mode of the keyboard gesture under way. */
  active: { id: string; mode: HandleMode } | undefined;
  onHandleKeyDown: (id: string, mode: HandleMode, e: HandleKeyEvent) => void;
  onHandleBlur: (id: string) => void;
}

const GridControlsContext = createContext<GridControls | null>(null);
const ItemContext = createContext<{ id: string; label: string; isFixed: boolean } | null>(null);

function useHandle(mode: HandleMode) {
  const controls = use(GridControlsContext);
  const item = use(ItemContext);
  if (!controls || !item) throw new Error('A grid handle must be inside a DashboardGrid item');
  const { id, label, isFixed } = item;
  const { focusProps, isFocusVisible } = useFocusRing();
  const { keyboardProps } = useKeyboard({
    onKeyDown: (e) => {
      controls.onHandleKeyDown(id, mode, e);
    },
  });
  const isActive = controls.active?.id === id && controls.active.mode === mode;
  const props = mergeProps(focusProps, keyboardProps, {
    type: 'button' as const,
    'aria-label': mode === 'move' ? GRID_MESSAGES.moveHandle(label) : GRID_MESSAGES.resizeHandle(label),
    'aria-describedby': controls.instructionsId,
    'data-focus-visible': isFocusVisible || undefined,
    'data-active': isActive || undefined,
    // react-grid-layout renders the resize handle of a static item too; keep it out of sight and reach.
    hidden: isFixed,
    onBlur: () => {
      controls.onHandleBlur(id);
    },
    // A press on a handle starts no text selection, so a drag selects nothing. (react-draggable
    // marks <body> with a class for a rule hiding the selection instead; a rule on that class
    // made Chromium restyle every element of the charts as a drag began.)
    onMouseDown: (e: MouseEvent) => {
      e.preventDefault();
    },
  });
  return props;
}

const gripIcon = (
  <svg width="16" height="8" viewBox="0 0 16 8" aria-hidden="true" fill="currentColor">
    {[2, 6, 10, 14].flatMap((cx) => [<circle key={`${String(cx)}-a`} cx={cx} cy="2" r="1.2" />, <circle key={`${String(cx)}-b`} cx={cx} cy="6" r="1.2" />])}
  </svg>
);

const cornerIcon = (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
    <path d="M9 1L1 9M9 5L5 9" />
  </svg>
);

function MoveHandle() {
  return (
    <MoveHandleButton className={MOVE_HANDLE_CLASS} {...useHandle('move')}>
      {gripIcon}
    </MoveHandleButton>
  );
}

/** The handle react-resizable drags: it hands in its ref and mouse/touch listeners. */
function ResizeHandle({ ref, ...pointer }: HTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLElement> }) {
  const handleProps = useHandle('resize');
  return (
    <ResizeHandleButton {...mergeProps(pointer, handleProps)} ref={ref as Ref<HTMLButtonElement>}>
      {cornerIcon}
    </ResizeHandleButton>
  );
}

interface GridItemShellProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
  itemId: string;
  label: string;
  isActive: boolean;
  /** Neither moved nor resized here (a static item, or a read-only grid). */
  isFixed: boolean;
}

/**
 * One grid item. react-grid-layout clones it with its ref, class, position and listeners and
 * appends the resize handle to its children, so the handle reads the item from this context.
 */
function GridItemShell({ itemId, label, isActive, isFixed, children, ...rest }: GridItemShellProps) {
  const item = useMemo(() => ({ id: itemId, label, isFixed }), [itemId, label, isFixed]);
  return (
    <ItemContext value={item}>
      <GridItemCard {...rest} role="group" aria-label={label} data-active={isActive || undefined} data-item-id={itemId}>
        {children}
      </GridItemCard>
    </ItemContext>
  );
}

/** Longer than react-grid-layout's move transition (200 ms), for a browser that reports no transitionend. */
const PLACED_FALLBACK_MS = 300;

/**
 * Scrolls a handle the keyboard moved (its item pushed below the fold, or beside it) back into
 * view once its item has slid to its new place.
 */
function revealWhenPlaced(handle: HTMLElement) {
  const item = handle.closest<HTMLElement>('[data-item-id]') ?? handle;
  let done = false;
  const reveal = () => {
    if (done) return;
    done = true;
    item.removeEventListener('transitionend', reveal);
    if (handle.isConnected) handle.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  item.addEventListener('transitionend', reveal);
  setTimeout(reveal, PLACED_FALLBACK_MS);
}

/** Focuses the first control of an item (scrolling it into view); whether there was one. */
function focusFirstControl(container: HTMLElement | null, id: string): boolean {
  const card = container?.querySelector(`[data-item-id="${CSS.escape(id)}"]`);
  const control = card?.querySelector<HTMLElement>('button:not([disabled]), [href], [tabindex="0"]');
  control?.focus();
  return Boolean(control);
}

const inReadingOrder = <T extends { x: number; y: number }>(items: readonly T[]) => [...items].sort((a, b) => a.y - b.y || a.x - b.x);

/**
 * Below this width (a narrow window, a page zoomed to 200%) the grid stacks its items in one
 * column, in reading order, at their heights: twelve columns of a few dozen pixels hold no chart.
 * Nothing is moved or resized there, and the saved layout is left as it is.
 */
export const DASHBOARD_GRID_STACK_BELOW_PX = 720;

/** The layout as one column: each item the full width, in reading order, fixed. */
function stackedLayout(layout: readonly LayoutItem[], columns: number): LayoutItem[] {
  let y = 0;
  return inReadingOrder(layout).map((item) => {
    const stacked = { ...item, x: 0, y, w: columns, static: true };
    y += item.h;
    return stacked;
  });
}

/**
 * An item that leaves the grid (deleted, moved to another dashboard) from a dialog its own menu
 * opened takes the focus with it, which would fall back to the top of the page: focus goes to the
 * first control of the item now in its place in reading order (or the one before, for the last).
 */
function useFocusAfterItemLeaves(items: readonly DashboardGridItem[], container: RefObject<HTMLElement | null>) {
  const previous = useRef(items);
  useEffect(() => {
    const before = inReadingOrder(previous.current);
    previous.current = items;
    const ids = new Set(items.map((item) => item.id));
    const gone = before.findIndex((item) => !ids.has(item.id));
    if (gone < 0) return undefined;
    const next = before.slice(gone + 1).find((item) => ids.has(item.id)) ?? before.slice(0, gone).findLast((item) => ids.has(item.id));
    if (!next) return undefined;
    // After the dialog's exit and its own focus restore, which finds its opener gone.
    return onFocusLost(() => focusFirstControl(container.current, next.id));
  }, [items, container]);
}

interface KeyboardGesture {
  id: string;
  mode: HandleMode;
  /** The layout before the first key, restored by Escape. */
  start: LayoutItem[];
}

function itemsEqual(a: readonly DashboardGridItem[], b: readonly DashboardGridItem[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => {
      const o = b[i];
      return (
        o !== undefined &&
        o.id === item.id &&
        o.x === item.x &&
        o.y === item.y &&
        o.w === item.w &&
        o.h === item.h &&
        o.minW === item.minW &&
        o.minH === item.minH &&
        o.static === item.static
      );
    })
  );
}

/** The id react-draggable gives the <style> it adds when a drag starts. */
const DRAGGABLE_STYLE_ID = 'react-draggable-style-el';

/**
 * react-draggable writes style text into the page at a drag's start unless an element of its id
 * exists, and the console's CSP refuses style text without a nonce: an empty placeholder takes
 * the id (a press on a handle starts no selection: see useHandle).
 */
function claimDraggableStyleId(): void {
  if (document.getElementById(DRAGGABLE_STYLE_ID)) return;
  const placeholder = document.createElement('meta');
  placeholder.id = DRAGGABLE_STYLE_ID;
  document.head.append(placeholder);
}

/**
 * The dashboard's grid of charts on react-grid-layout: drag an item by its grip and resize it by
 * its corner, or focus either and use the arrow keys (one grid unit a press, announced).
 */
export function DashboardGrid({
  items,
  columns = 12,
  rowHeightPx = 40,
  isEditable = true,
  onLayoutChange,
  onInteractionChange,
  renderItem,
  itemLabel,
  focusItemId = null,
  onItemFocused,
  'aria-label': ariaLabel,
}: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  useEffect(claimDraggableStyleId, []);
  const instructionsId = useId();
  const [layout, setLayout] = useState<LayoutItem[]>(() => compactLayout(toLayout(items), columns));
  const [shownItems, setShownItems] = useState(items);
  const [active, setActive] = useState<GridControls['active']>();
  const gesture = useRef<KeyboardGesture | null>(null);
  const pointerStart = useRef<Layout | null>(null);

  // New items from the parent (a save, another user's change) replace the layout shown.
  if (!itemsEqual(items, shownItems)) {
    setShownItems(items);
    setLayout(compactLayout(toLayout(items), columns));
    setActive(undefined);
  }

  const latest = useRef({ layout, items, columns, onLayoutChange, onInteractionChange, onItemFocused, itemLabel });
  useEffect(() => {
    latest.current = { layout, items, columns, onLayoutChange, onInteractionChange, onItemFocused, itemLabel };
  });

  useFocusAfterItemLeaves(shownItems, containerRef);
  const shownFocusId = shownItems.find((item) => item.id === focusItemId)?.id;
  useEffect(() => {
    if (shownFocusId === undefined) return undefined;
    // After the focus restore of the dialog that added it (to the button that opened the dialog).
    const timer = setTimeout(() => {
      if (focusFirstControl(containerRef.current, shownFocusId)) latest.current.onItemFocused?.();
    });
    return () => {
      clearTimeout(timer);
    };
  }, [shownFocusId, containerRef]);

  // A keyboard gesture under way when new items arrive is dropped (they replaced its layout).
  useEffect(() => {
    if (!gesture.current) return;
    gesture.current = null;
    latest.current.onInteractionChange?.(false);
  }, [shownItems]);

  const endKeyboardGesture = useCallback((commit: boolean) => {
    const current = gesture.current;
    if (!current) return;
    gesture.current = null;
    setActive(undefined);
    const { layout: now, items: order, onLayoutChange: change, onInteractionChange: interaction } = latest.current;
    if (commit && !sameLayout(current.start, now)) change?.(fromLayout(now, order));
    interaction?.(false);
  }, []);

  const onHandleKeyDown = useCallback(
    (id: string, mode: HandleMode, e: HandleKeyEvent) => {
      const { layout: now, columns: cols, itemLabel: labelOf, onInteractionChange: interaction } = latest.current;
      const label = labelOf(id);
      const step = ARROW_STEPS[e.key];
      if (step) {
        e.preventDefault();
        if (gesture.current && (gesture.current.id !== id || gesture.current.mode !== mode)) endKeyboardGesture(true);
        if (!gesture.current) {
          gesture.current = { id, mode, start: now };
          setActive({ id, mode });
          interaction?.(true);
        }
        const next = mode === 'move' ? moveStep(now, id, step, cols) : resizeStep(now, id, step, cols);
        const placed = next.find((l) => l.i === id);
        if (!placed || sameLayout(next, now)) {
          announceStep(mode === 'move' ? GRID_MESSAGES.cantMove(label) : GRID_MESSAGES.cantResize(label));
          return;
        }
        // Read at once by the next key press, before React re-renders.
        latest.current = { ...latest.current, layout: next };
        setLayout(next);
        if (e.target instanceof HTMLElement) revealWhenPlaced(e.target);
        announceStep(mode === 'move' ? GRID_MESSAGES.moved(label, placed.x + 1, placed.y + 1) : GRID_MESSAGES.resized(label, placed.w, placed.h));
        return;
      }
      if (!gesture.current || gesture.current.id !== id) {
        e.continuePropagation();
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        const { start } = gesture.current;
        latest.current = { ...latest.current, layout: start };
        setLayout(start);
        const back = start.find((l) => l.i === id);
        if (back) announceStep(GRID_MESSAGES.cancelled(label, back.x + 1, back.y + 1, back.w, back.h));
        endKeyboardGesture(false);
      } else if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        endKeyboardGesture(true);
      } else {
        e.continuePropagation();
      }
    },
    [endKeyboardGesture],
  );

  const onHandleBlur = useCallback(
    (id: string) => {
      if (gesture.current?.id === id) endKeyboardGesture(true);
    },
    [endKeyboardGesture],
  );

  // A gesture left open when the grid goes away still keeps its change.
  useEffect(() => () => {
    endKeyboardGesture(true);
  }, [endKeyboardGesture]);

  const controls = useMemo<GridControls>(
    () => ({ instructionsId, active, onHandleKeyDown, onHandleBlur }),
    [instructionsId, active, onHandleKeyDown, onHandleBlur],
  );

  const onPointerStart = useCallback<EventCallback>((before) => {
    endKeyboardGesture(true);
    pointerStart.current = before;
    // The items' content hears no pointer until the gesture ends (set on the element: no render):
    // charts under the pointer would draw their hover and tooltip in the frames of the drag.
    containerRef.current?.setAttribute(POINTER_GESTURE_ATTRIBUTE, '');
    latest.current.onInteractionChange?.(true);
  }, [endKeyboardGesture, containerRef]);

  const onPointerStop = useCallback<EventCallback>((final) => {
    const before = pointerStart.current;
    pointerStart.current = null;
    containerRef.current?.removeAttribute(POINTER_GESTURE_ATTRIBUTE);
    const { items: order, onLayoutChange: change, onInteractionChange: interaction } = latest.current;
    const next = compactLayout(final, latest.current.columns);
    latest.current = { ...latest.current, layout: next };
    setLayout(next);
    if (before && !sameLayout(before, next)) change?.(fromLayout(next, order));
    interaction?.(false);
  }, [containerRef]);

  // A narrow grid stacks its items and edits nothing (see DASHBOARD_GRID_STACK_BELOW_PX).
  const isStacked = mounted && width < DASHBOARD_GRID_STACK_BELOW_PX;
  const shownLayout = useMemo(() => (isStacked ? stackedLayout(layout, columns) : layout), [isStacked, layout, columns]);
  const editable = isEditable && !isStacked;

  const resizeConfig = useMemo(
    () => ({
      enabled: editable,
      handles: ['se'] as const,
      handleComponent: (_axis: string, ref: Ref<HTMLElement>) => <ResizeHandle ref={ref} />,
    }),
    [editable],
  );

  return (
    <GridRoot ref={containerRef} role="group" aria-label={ariaLabel} data-editable={editable || undefined} data-stacked={isStacked || undefined}>
      {editable && <VisuallyHidden id={instructionsId}>{GRID_MESSAGES.instructions}</VisuallyHidden>}
      {mounted && (
        <GridControlsContext value={controls}>
          <GridLayout
            width={width}
            layout={shownLayout}
            gridConfig={{ cols: columns, rowHeight: rowHeightPx, margin: MARGIN, containerPadding: PADDING }}
            dragConfig={{ enabled: editable, handle: `.${MOVE_HANDLE_CLASS}`, threshold: 3 }}
            resizeConfig={resizeConfig}
            onDragStart={onPointerStart}
            onDragStop={onPointerStop}
            onResizeStart={onPointerStart}
            onResizeStop={onPointerStop}
          >
            {shownLayout.map((l) => (
              <GridItemShell key={l.i} itemId={l.i} label={itemLabel(l.i)} isActive={active?.id === l.i} isFixed={!editable || Boolean(l.static)}>
                <GridItemBody>{renderItem(l.i)}</GridItemBody>
                {editable && !l.static && <MoveHandle />}
              </GridItemShell>
            ))}
          </GridLayout>
        </GridControlsContext>
      )}
    </GridRoot>
  );
}
