import styled, { css } from 'styled-components';

export const Toolbar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${theme.space[3]};
  `}
`;

export const FilterBox = styled.div`
  min-width: 12rem;
`;

export const Count = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;
