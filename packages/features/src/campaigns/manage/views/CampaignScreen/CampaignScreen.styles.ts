import styled, { css } from 'styled-components';

export const Heading = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[3]};
  `}
`;

export const Grid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr));
    align-items: start;
    gap: ${theme.space[4]};
  `}
`;

export const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
