import styled from 'styled-components';

/** The loading line: spinner and sentence side by side. */
export const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
