import {
  Button as AriaButton,
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  Column as AriaColumn,
  MenuItem as AriaMenuItem,
  Popover as AriaPopover,
  Table as AriaTable,
} from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Height of every body row, fixed so that the virtualised layout can place rows without measuring. */
export const DATATABLE_ROW_HEIGHT_PX = 36;
/** Height of the header row. */
export const DATATABLE_HEADER_HEIGHT_PX = 36;
/** Height of a virtualised table's own scroll box when `maxHeightPx` is not given. */
export const DATATABLE_VIRTUALIZED_MAX_HEIGHT_PX = 480;
/** Width of the leading checkbox column. */
export const DATATABLE_SELECTION_COLUMN_WIDTH_PX = 44;
/** Width of the trailing row-actions column. */
export const DATATABLE_ACTIONS_COLUMN_WIDTH_PX = 52;

export type DataTableAlign = 'start' | 'center' | 'end';

const justify: Record<DataTableAlign, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

// Rows and cells are plain RAC parts with these classes, styled from the table: a styled wrapper per
// row and cell would run for every one of 100,000 rows when RAC builds its collection.
/** Class of every body row. */
export const ROW_CLASS = 'vigil-DataTable-row';
/** Class of every body cell; alignment adds `${CELL_CLASS}--<align>`. */
export const CELL_CLASS = 'vigil-DataTable-cell';
/** Class of a cell's text, which ends in an ellipsis when it does not fit. */
export const CELL_TEXT_CLASS = 'vigil-DataTable-text';
/** Class of the dash shown for an empty value. */
export const EMPTY_VALUE_CLASS = 'vigil-DataTable-empty';
/** Class of every row of the virtual grid, header included: its cells laid out on the columns' tracks. */
export const GRID_ROW_CLASS = 'vigil-DataTable-gridRow';
/** Class of a row's selection box in the virtual grid (a native checkbox under a drawn box). */
export const ROW_CHECK_CLASS = 'vigil-DataTable-check';

function focusInset(theme: DefaultTheme) {
  return css`
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  `;
}

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

/** Border, corners and (outside virtualised mode) the scroll box of the table. */
export const Frame = styled.div<{ $maxHeightPx?: number; $isVirtualized: boolean }>`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: ${({ $isVirtualized }) => ($isVirtualized ? 'hidden' : 'auto')};
  ${({ $maxHeightPx, $isVirtualized }) =>
    $maxHeightPx !== undefined && !$isVirtualized &&
    css`
      max-height: ${$maxHeightPx}px;
      scroll-padding-top: ${DATATABLE_HEADER_HEIGHT_PX}px;
    `}
`;

/** How a body's rows and cells show hover, selection, focus and disabled, on RAC's attributes or the grid's own. */
interface StateSelectors {
  hovered: string;
  focusVisible: string;
}

const RAC_STATES: StateSelectors = { hovered: '[data-hovered]', focusVisible: '[data-focus-visible]' };
const GRID_STATES: StateSelectors = { hovered: ':hover', focusVisible: ':focus-visible' };

/** Rows and cells of the body, for the RAC table and the virtual grid alike. */
function bodyRules(theme: DefaultTheme, states: StateSelectors) {
  return css`
    /* Backgrounds go on the cells: a row background leaves hairline seams between cells in Chrome. */
    .${ROW_CLASS} {
      --vigil-row-bg: ${theme.colors.surface};
      outline: none;
      cursor: default;

      &${states.hovered} {
        --vigil-row-bg: ${theme.colors.rowHover};
      }
      &[data-selected] {
        --vigil-row-bg: ${theme.colors.rowSelected};
      }
      &${states.focusVisible} {
        ${focusInset(theme)}
      }
      &[data-disabled] {
        color: ${theme.colors.onDisabled};
      }
    }

    .${CELL_CLASS} {
      height: ${DATATABLE_ROW_HEIGHT_PX}px;
      background: var(--vigil-row-bg);
      padding: 0 ${theme.space[3]};
      border-bottom: 1px solid ${theme.colors.border};
      text-align: start;
      vertical-align: middle;
      white-space: nowrap;
      outline: none;
      font-variant-numeric: tabular-nums;

      &${states.focusVisible} {
        ${focusInset(theme)}
      }
    }
    ${(['center', 'end'] as const).map(
      (align) => css`
        .${CELL_CLASS}--${align} {
          text-align: ${align};
          justify-content: ${justify[align]};
        }
      `,
    )}

    /* Plain classes, not styled parts: the virtual grid renders a fresh set of cells on every scroll frame. */
    .${CELL_TEXT_CLASS} {
      display: block;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .${EMPTY_VALUE_CLASS} {
      color: ${theme.colors.textMuted};
    }

    /* The actions button fills its cell, so the cell (a focus target of the grid) is no smaller target. */
    .${CELL_CLASS}--actions {
      position: relative;
      padding: 0;
      border-bottom: none;
      box-shadow: inset 0 -1px 0 ${theme.colors.border};
    }
  `;
}

/** A header cell, sticky at the top of the scroll box. */
function headerCellRules(theme: DefaultTheme, align: DataTableAlign, states: StateSelectors) {
  return css`
    position: sticky;
    top: 0;
    z-index: 1;
    height: ${DATATABLE_HEADER_HEIGHT_PX}px;
    padding: 0 ${theme.space[3]};
    /* A shadow, not a border: collapsed borders do not stay with a sticky header. */
    box-shadow: inset 0 -1px 0 ${theme.colors.border};
    background: ${theme.colors.background};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    text-align: ${align};
    white-space: nowrap;
    vertical-align: middle;
    outline: none;
    cursor: default;
    user-select: none;

    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-allows-sorting]${states.hovered} {
      color: ${theme.colors.text};
    }
    &${states.focusVisible} {
      ${focusInset(theme)}
    }
  `;
}

export const StyledTable = styled(AriaTable)`
  ${({ theme }) => css`
    width: 100%;
    /* Collapsed borders paint rows and their separators without seams at fractional cell edges. */
    border-collapse: collapse;
    table-layout: fixed;
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    outline: none;

    &[data-focus-visible] {
      ${focusInset(theme)}
    }

    ${bodyRules(theme, RAC_STATES)}

    /* The actions cell's divider is a collapsed border like the others' (a shadow inside the cell
       sat a pixel higher). Its button reaches over the halves of the borders the cell holds, above
       and below, so that no sliver of the cell shows beside it (which axe's target-size counts as
       a covered target). */
    .${CELL_CLASS}--actions {
      border-bottom: 1px solid ${theme.colors.border};
      box-shadow: none;

      & > [data-row-actions] {
        inset: -1px 0;
      }
    }

    /* The cell RAC renders around the empty, loading and error states. */
    [data-empty] [role='rowheader'] {
      padding: 0;
    }
  `}
`;

export const StyledColumn = styled(AriaColumn)<{ $align: DataTableAlign }>`
  ${({ theme, $align }) => headerCellRules(theme, $align, RAC_STATES)}
`;

/** The virtual grid's scroll box: the grid element itself, as tall as `$heightPx`. */
export const GridScroller = styled.div<{ $heightPx: number; $columns: string }>`
  ${({ theme, $heightPx, $columns }) => css`
    --vigil-grid-columns: ${$columns};
    position: relative;
    height: ${$heightPx}px;
    overflow: auto;
    overscroll-behavior: contain;
    /* Rows scrolled into view by the keyboard stop below the sticky header. */
    scroll-padding-top: ${DATATABLE_HEADER_HEIGHT_PX}px;
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    outline: none;

    &:focus-visible {
      ${focusInset(theme)}
    }

    ${bodyRules(theme, GRID_STATES)}

    .${GRID_ROW_CLASS} {
      display: grid;
      grid-template-columns: var(--vigil-grid-columns);
    }

    .${ROW_CLASS} {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      height: ${DATATABLE_ROW_HEIGHT_PX}px;
      /* A grid row is one box: its background fills the seams that fractional tracks leave between cells. */
      background: var(--vigil-row-bg);
      /* Each row is laid out and painted on its own: the rows a scroll frame adds leave the others alone. */
      contain: strict;
    }

    .${CELL_CLASS} {
      display: flex;
      align-items: center;
      justify-content: ${justify.start};
      min-width: 0;
    }

    /* A native checkbox, transparent over the drawn box: cheaper than a RAC checkbox in every new row. */
    .${ROW_CHECK_CLASS} {
      position: relative;
      ${checkBoxRules(theme, {
        hovered: '&:hover > span',
        ticked: '& > input:checked + span',
        disabled: '& > input:disabled + span',
      })}

      & > input {
        position: absolute;
        inset: 0;
        margin: 0;
        opacity: 0;
        cursor: inherit;
      }
      &:has(> input:disabled) {
        cursor: not-allowed;
      }
    }
  `}
`;

/** The header's row group, sticky at the top of the scroll box. */
export const GridHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
`;

export const GridColumnHeader = styled.div<{ $align: DataTableAlign }>`
  ${({ theme, $align }) => css`
    ${headerCellRules(theme, $align, GRID_STATES)}
    display: flex;
    align-items: center;
    justify-content: ${justify[$align]};
    min-width: 0;
  `}
`;

/** The body: as tall as every row together, so that the scrollbar spans them all. */
export const GridBody = styled.div`
  position: relative;
`;

export const HeaderContent = styled.span<{ $align: DataTableAlign }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
`;

export const HeaderLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const SortIcon = styled.svg<{ $isActive: boolean }>`
  flex: none;
  width: 12px;
  height: 12px;
  color: ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : theme.colors.textMuted)};
  opacity: ${({ $isActive }) => ($isActive ? 1 : 0.55)};
`;

export const CheckboxFieldBox = styled(AriaCheckboxField)`
  display: inline-flex;
  vertical-align: middle;
`;

/** The drawn box of a selection checkbox, in its label: `states` say how hover, ticked and disabled show. */
function checkBoxRules(theme: DefaultTheme, states: { hovered: string; ticked: string; disabled: string }) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 20px;
    height: 20px;
    vertical-align: middle;
    cursor: pointer;
    outline: none;

    & > span {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 16px;
      height: 16px;
      border: 1.5px solid ${theme.colors.textMuted};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
      color: ${theme.colors.onPrimary};
    }
    ${states.hovered} {
      border-color: ${theme.colors.text};
    }
    ${states.ticked} {
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
    }
    ${states.disabled} {
      border-color: ${theme.colors.onDisabled};
      background: ${theme.colors.disabled};
    }
  `;
}

export const StyledCheckbox = styled(AriaCheckboxButton)`
  ${({ theme }) => css`
    ${checkBoxRules(theme, {
      hovered: '&[data-hovered] > span',
      ticked: '&[data-selected] > span, &[data-indeterminate] > span',
      disabled: '&[data-disabled] > span',
    })}
    &[data-focus-visible] > span {
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      cursor: not-allowed;
    }
  `}
`;

export const ActionsButton = styled(AriaButton)`
  ${({ theme }) => css`
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    padding: 0;
    border: none;
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;

    & > span {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 28px;
      height: 28px;
      border-radius: ${theme.radii.md};
    }
    &[data-hovered] > span,
    &[data-pressed] > span {
      background: ${theme.colors.secondaryHover};
      color: ${theme.colors.text};
    }
    &[data-focus-visible] > span {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const MenuPopover = styled(AriaPopover)`
  ${({ theme }) => css`
    min-width: 160px;
    padding: ${theme.space[1]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
    outline: none;
  `}
`;


export const StyledMenuItem = styled(AriaMenuItem)<{ $isDanger: boolean }>`
  ${({ theme, $isDanger }) => css`
    display: flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    color: ${$isDanger ? theme.colors.error : theme.colors.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    cursor: pointer;
    outline: none;

    &[data-focused],
    &[data-hovered] {
      background: ${theme.colors.secondary};
    }
    &[data-focus-visible] {
      ${focusInset(theme)}
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

/** The body message of the empty, loading and error states. */
export const StateBox = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[3]};
    padding: ${theme.space[6]} ${theme.space[4]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.md};
    text-align: center;
    white-space: normal;
  `}
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const SkeletonList = styled.div`
  display: flex;
  flex-direction: column;
`;

export const SkeletonRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  height: ${DATATABLE_ROW_HEIGHT_PX}px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

export const SkeletonBar = styled.span<{ $widthPct: number }>`
  flex: 1 1 0;
  max-width: ${({ $widthPct }) => $widthPct}%;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondaryHover};
`;
