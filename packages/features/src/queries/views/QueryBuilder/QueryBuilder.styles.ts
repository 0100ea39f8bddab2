import { Header, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Widths of a row's controls, in px: wide enough for the longest field titles and operator labels. */
export const CONTROL_WIDTH_PX = { field: 220, operator: 176, value: 220, bool: 120, countOperator: 132, count: 112, list: 300 } as const;

/** Height of the small controls in group headers and rows (and/or, not, counts). */
const SMALL_CONTROL_PX = 28;

export const BuilderRoot = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
  `}
`;

export const BuilderHeader = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};

    /* The tab list draws the line itself; here the header does, under the count too. */
    & [role='tablist'] {
      border-bottom: 0;
    }
  `}
`;

export const RootCount = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 36px;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;

    & > strong {
      color: ${theme.colors.text};
      font-size: ${theme.font.size.md};
      font-weight: ${theme.font.weight.bold};
    }
    /* Stale while a count request is in flight: muted, still readable (AA). */
    [data-counts-loading] & > strong {
      color: ${theme.colors.textMuted};
      font-weight: ${theme.font.weight.medium};
    }
  `}
`;

export const GroupBox = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-left: 3px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    /* Nested groups alternate shades; by attribute, as a self-nested selector would carry one theme's colour into the other. */
    &[data-sunken] {
      background: ${theme.colors.background};
    }
    &[data-not] {
      border-left-color: ${theme.colors.warning};
    }
    &[data-invalid] {
      border-color: ${theme.colors.error};
      border-left-color: ${theme.colors.error};
    }
  `}
`;

export const GroupHeader = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;

export const GroupFooter = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;

export const GroupBody = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
  `}
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const EmptyText = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const RuleRow = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    min-width: 0;
    padding: ${theme.space[2]};
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};

    &[data-invalid] {
      border-color: ${theme.colors.status.error.border};
      background: ${theme.colors.status.error.bg};
    }
  `}
`;

export const RuleLine = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;
  `}
`;

/**
 * A box of fixed width for one control of a row; the design system's fields fill it. Their
 * labels are visually hidden (each control is named for its row), so the field's own gap goes.
 */
export const ControlSlot = styled.div<{ $width: number }>`
  display: flex;
  flex: none;
  width: ${({ $width }) => $width}px;
  max-width: 100%;

  & > * {
    flex: 1;
    gap: 0;
    min-width: 0;
  }
`;

/** A value shown as text where it cannot be edited (read-only). */
export const StaticValue = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    min-height: ${SMALL_CONTROL_PX}px;
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.secondary};
    color: ${theme.colors.onSecondary};
    font-size: ${theme.font.size.md};
    overflow-wrap: anywhere;

    &[data-muted] {
      background: transparent;
      color: ${theme.colors.textMuted};
    }
    /* and / or / not: as their buttons read. */
    &[data-strong] {
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.bold};
      letter-spacing: 0.04em;
      text-transform: uppercase;
    }
  `}
`;

export const ProblemList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${theme.colors.error};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.tight};

    & > li {
      display: flex;
      align-items: center;
      gap: ${theme.space[1]};
    }
  `}
`;

export const CountPill = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    min-width: 28px;
    height: 22px;
    padding: 0 ${theme.space[2]};
    justify-content: center;
    border: 1px solid ${theme.colors.status.info.border};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.status.info.bg};
    color: ${theme.colors.status.info.fg};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;

    [data-counts-loading] & {
      border-color: ${theme.colors.status.neutral.border};
      border-style: dashed;
      background: ${theme.colors.status.neutral.bg};
      color: ${theme.colors.status.neutral.fg};
    }
  `}
`;

/** Relationship and object rows: the inner filter sits under the row, indented. */
export const InnerFilter = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    margin-left: ${theme.space[5]};
  `}
`;

export const InnerCaption = styled.span`
  ${({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  `}
`;

export const SectionHeader = styled(Header)`
  ${({ theme }) => css`
    padding: ${theme.space[2]} ${theme.space[2]} ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  `}
`;

const smallToggle = css`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    height: ${SMALL_CONTROL_PX}px;
    padding: 0 ${theme.space[2]};
    border: 0;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-selected] {
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    }
    &[data-focus-visible] {
      position: relative;
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      cursor: not-allowed;
    }
  `}
`;

export const Segments = styled(ToggleButtonGroup)`
  ${({ theme }) => css`
    display: inline-flex;
    flex: none;
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.md};

    &[data-invalid] {
      border-color: ${theme.colors.error};
    }
  `}
`;

export const Segment = styled(ToggleButton)`
  ${smallToggle}
  &:first-child {
    border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  }
  &:last-child {
    border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  }
  &:not(:first-child) {
    border-left: 1px solid ${({ theme }) => theme.colors.fieldBorder};
  }
`;

/** Quiet until pressed: every row has one. */
export const NotButton = styled(ToggleButton)`
  ${smallToggle}
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.status.warning.bg};
    color: ${({ theme }) => theme.colors.status.warning.fg};
  }
`;

export const ListEditorBox = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    width: ${CONTROL_WIDTH_PX.list}px;
    max-width: 100%;

    & > * {
      gap: 0;
    }
  `}
`;

export const TextViewBox = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};

    & textarea {
      font-family: ${theme.font.mono};
      font-size: ${theme.font.size.md};
    }
  `}
`;

export const TextActions = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;
