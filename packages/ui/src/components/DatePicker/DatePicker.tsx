import type { ReactNode } from 'react';
import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import { FieldHelp } from '../Field/Field';
import { FieldLabel } from '../Field/Field.styles';
import {
  CalendarButton,
  CalendarDialog,
  CalendarHeader,
  CalendarPopover,
  Cell,
  FieldGroup,
  Grid,
  MonthHeading,
  NavButton,
  Segment,
  StyledCalendar,
  StyledDateInput,
  StyledDatePicker,
} from './DatePicker.styles';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children' | 'className' | 'style'> {
  /** The visible label. Without one, give the picker an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The message shown when the date is invalid (out of `minValue`/`maxValue`, or `isInvalid`). */
  errorMessage?: ReactNode;
}

/** The calendar icon of date fields. */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 14 14" aria-hidden="true">
      <rect x="1.75" y="2.75" width="10.5" height="9.5" rx="1.5" />
      <path d="M1.75 5.75h10.5M4.5 1.5v2.5M9.5 1.5v2.5" />
    </svg>
  );
}

/** The month header of a calendar: previous, month and year, next. */
export function CalendarNav() {
  return (
    <CalendarHeader>
      <NavButton slot="previous">
        <svg viewBox="0 0 12 12" aria-hidden="true">
          <path d="M7.5 2.5L4 6l3.5 3.5" />
        </svg>
      </NavButton>
      <MonthHeading />
      <NavButton slot="next">
        <svg viewBox="0 0 12 12" aria-hidden="true">
          <path d="M4.5 2.5L8 6 4.5 9.5" />
        </svg>
      </NavButton>
    </CalendarHeader>
  );
}

/**
 * A date field typed segment by segment (day, month, year) or picked from a calendar that opens
 * under it; values are `@internationalized/date` dates such as `parseDate('2026-11-01')`.
 */
export function DatePicker<T extends DateValue>({ label, description, errorMessage, ...props }: DatePickerProps<T>) {
  return (
    <StyledDatePicker<T> {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <FieldGroup>
        <StyledDateInput>{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <CalendarButton>
          <CalendarIcon />
        </CalendarButton>
      </FieldGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <CalendarDialog>
          <StyledCalendar<T>>
            <CalendarNav />
            <Grid>{(date) => <Cell date={date} />}</Grid>
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </StyledDatePicker>
  );
}
