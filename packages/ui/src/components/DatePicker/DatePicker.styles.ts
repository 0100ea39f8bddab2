import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { groupBox, inlineFieldStack } from '../Field/Field.styles';

export const StyledDatePicker = styled(DatePicker)`
  ${inlineFieldStack}
` as typeof DatePicker;

/** The bordered field holding the date segments and the calendar button; shared with DateRangePicker. */
export const FieldGroup = styled(Group)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    padding-left: ${theme.space[3]};
    font-size: ${theme.font.size.md};
    font-variant-numeric: tabular-nums;
    ${groupBox(theme)}
  `}
`;

export const StyledDateInput = styled(DateInput)`
  display: inline-flex;
  align-items: center;
  flex: 1;
  white-space: nowrap;
`;

export const Segment = styled(DateSegment)`
  ${({ theme }) => css`
    /* 24px targets (WCAG 2.2 target size) for each editable segment. */
    display: inline-block;
    min-width: 24px;
    height: 24px;
    padding: 0 2px;
    border-radius: ${theme.radii.sm};
    line-height: 24px;
    text-align: center;
    outline: none;
    caret-color: transparent;

    &[data-type='literal'] {
      min-width: 0;
      padding: 0;
    }
    &[data-placeholder] {
      color: ${theme.colors.textMuted};
    }
    &[data-focused] {
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    }
    &[data-invalid] {
      color: ${theme.colors.error};
    }
    &[data-invalid][data-focused] {
      background: ${theme.colors.error};
      color: ${theme.colors.onDanger};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
    }
  `}
`;

export const CalendarButton = styled(Button)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    align-self: stretch;
    width: 34px;
    margin-left: auto;
    padding: 0;
    border: 0;
    border-left: 1px solid ${theme.colors.border};
    border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;

    svg {
      width: 14px;
      height: 14px;
      fill: none;
      stroke: currentColor;
      stroke-width: 1.5;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    &[data-hovered] {
      background: ${theme.colors.secondary};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      border-left-color: ${theme.colors.border};
      background: transparent;
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const CalendarPopover = styled(Popover)`
  ${({ theme }) => css`
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
    outline: none;
  `}
`;

export const CalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.space[3]};
  outline: none;
`;

export const StyledCalendar = styled(Calendar)`
  width: fit-content;
` as typeof Calendar;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const NavButton = styled(Button)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    cursor: pointer;
    outline: none;

    svg {
      width: 12px;
      height: 12px;
      fill: none;
      stroke: currentColor;
      stroke-width: 1.75;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    &[data-hovered] {
      background: ${theme.colors.secondary};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const Grid = styled(CalendarGrid)`
  border-collapse: collapse;

  th {
    padding-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  td {
    padding: 1px 0;
  }
`;

/** A day of the month; single dates and ranges (start, middle, end) are styled through data attributes. */
export const Cell = styled(CalendarCell)<{ $range?: boolean }>`
  ${({ theme, $range = false }) => css`
    display: flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 30px;
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;

    &[data-outside-month] {
      display: none;
    }
    &[data-hovered] {
      background: ${theme.colors.rowHover};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-selected] {
      border-radius: ${$range ? '0' : theme.radii.sm};
      background: ${$range ? theme.colors.rowSelected : theme.colors.primary};
      color: ${$range ? theme.colors.text : theme.colors.onPrimary};
      font-weight: ${$range ? theme.font.weight.regular : theme.font.weight.bold};
    }
    &[data-selection-start],
    &[data-selection-end] {
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
      font-weight: ${theme.font.weight.bold};
    }
    &[data-selection-start] {
      border-top-left-radius: ${theme.radii.sm};
      border-bottom-left-radius: ${theme.radii.sm};
    }
    &[data-selection-end] {
      border-top-right-radius: ${theme.radii.sm};
      border-bottom-right-radius: ${theme.radii.sm};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled],
    &[data-unavailable] {
      background: transparent;
      color: ${theme.colors.onDisabled};
      text-decoration: line-through;
      cursor: not-allowed;
    }
    &[data-invalid][data-selected],
    &[data-invalid][data-selection-start],
    &[data-invalid][data-selection-end] {
      background: ${theme.colors.error};
      color: ${theme.colors.onDanger};
    }
  `}
`;
