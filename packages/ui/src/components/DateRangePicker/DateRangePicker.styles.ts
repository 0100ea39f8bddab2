import { DateRangePicker, RangeCalendar } from 'react-aria-components';
import styled from 'styled-components';

export const StyledDateRangePicker = styled(DateRangePicker)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
` as typeof DateRangePicker;

export const StyledRangeCalendar = styled(RangeCalendar)`
  width: fit-content;
` as typeof RangeCalendar;

export const Dash = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
