import styled, { css } from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** The measured container; react-grid-layout draws inside at its width. */
export const GridRoot = styled.div`
  ${({ theme }) => css`
    position: relative;
    width: 100%;
    min-width: 0;

    /*
     * Each item on a layer of its own: as a drag moves the others, the compositor moves their
     * drawing instead of the page painting their charts again (bench/dashboards.mjs: 1 to 6 frames
     * over 20 ms in a drag without, 0 to 2 with).
     */
    .react-grid-item {
      will-change: transform;
    }

    /* Where the dragged or resized item will land (the library's default is red). */
    .react-grid-item.react-grid-placeholder {
      background: ${theme.colors.primary};
      opacity: 0.15;
      border-radius: ${theme.radii.lg};
    }
  `}
`;

/** One item: a card holding the rendered content, with its handles on top. */
export const GridItemCard = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    overflow: hidden;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};

    &[data-active] {
      box-shadow: ${theme.shadows.md};
      border-color: ${theme.colors.primary};
    }
  `}
`;

/** On the grid while a pointer drags or resizes an item: the items' content then hears no pointer. */
export const POINTER_GESTURE_ATTRIBUTE = 'data-pointer-gesture';

export const GridItemBody = styled.div`
  ${({ theme }) => css`
    flex: 1;
    min-height: 0;
    overflow: auto;
    padding: ${theme.space[4]};

    [${POINTER_GESTURE_ATTRIBUTE}] & {
      pointer-events: none;
    }
  `}
`;

const handle = css`
  ${({ theme }) => css`
    position: absolute;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.textMuted};
    touch-action: none;
    user-select: none;

    &[hidden] {
      display: none;
    }

    &:hover,
    &[data-active] {
      background: ${theme.colors.secondary};
      color: ${theme.colors.text};
    }
    &[data-focus-visible] {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 1px;
      color: ${theme.colors.text};
    }
  `}
`;

/** The grip at the item's top centre: drag it, or focus it and use the arrow keys. */
export const MoveHandleButton = styled.button`
  ${handle}
  top: 2px;
  left: 50%;
  width: 32px;
  height: 14px;
  margin-left: -16px;
  cursor: grab;

  .react-draggable-dragging & {
    cursor: grabbing;
  }
`;

/** The corner at the item's bottom right: drag it, or focus it and use the arrow keys. */
export const ResizeHandleButton = styled.button`
  ${handle}
  right: 2px;
  bottom: 2px;
  width: 18px;
  height: 18px;
  cursor: se-resize;
`;
