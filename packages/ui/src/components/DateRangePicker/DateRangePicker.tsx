import type { ReactNode } from 'react';
import type { DateRangePickerProps as AriaDateRangePickerProps, DateValue } from 'react-aria-components';
import { CalendarIcon, CalendarNav } from '../DatePicker/DatePicker';
import {
  CalendarButton,
  CalendarDialog,
  CalendarPopover,
  Cell,
  FieldGroup,
  Grid,
  Segment,
  StyledDateInput,
} from '../DatePicker/DatePicker.styles';
import { FieldHelp } from '../Field/Field';
import { FieldLabel } from '../Field/Field.styles';
import { Dash, StyledDateRangePicker, StyledRangeCalendar } from './DateRangePicker.styles';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'children' | 'className' | 'style'> {
  /** The visible label. Without one, give the picker an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** The message shown when the range is invalid (out of `minValue`/`maxValue`, or `isInvalid`). */
  errorMessage?: ReactNode;
}

/**
 * A start and end date typed segment by segment or picked as a range on a calendar; values are
 * `{ start, end }` of `@internationalized/date` dates.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <StyledDateRangePicker<T> {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <FieldGroup>
        <StyledDateInput slot="start">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <Dash aria-hidden="true">–</Dash>
        <StyledDateInput slot="end">{(segment) => <Segment segment={segment} />}</StyledDateInput>
        <CalendarButton>
          <CalendarIcon />
        </CalendarButton>
      </FieldGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover>
        <CalendarDialog>
          <StyledRangeCalendar<T>>
            <CalendarNav />
            <Grid>{(date) => <Cell date={date} $range />}</Grid>
          </StyledRangeCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </StyledDateRangePicker>
  );
}
