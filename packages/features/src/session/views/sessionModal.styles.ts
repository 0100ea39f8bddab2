import styled from 'styled-components';

export const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};

  &:last-child {
    margin-bottom: 0;
  }
`;

/** The seconds left; tabular figures so the text does not shift as it counts. */
export const Countdown = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
