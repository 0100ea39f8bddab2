import { DateRangePicker, RangeCalendar } from 'react-aria-components';
import styled from 'styled-components';
import { inlineFieldStack } from '../Field/Field.styles';

export const StyledDateRangePicker = styled(DateRangePicker)`
  ${inlineFieldStack}
` as typeof DateRangePicker;

export const StyledRangeCalendar = styled(RangeCalendar)`
  width: fit-content;
` as typeof RangeCalendar;

export const Dash = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
