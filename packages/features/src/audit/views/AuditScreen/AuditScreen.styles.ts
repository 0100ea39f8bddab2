import styled, { css } from 'styled-components';

export const Toolbar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
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

export const Summary = styled.span`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    min-width: 0;

    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      color: ${theme.colors.textMuted};
    }
  `}
`;

export const Fields = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0;

    & dt {
      color: ${theme.colors.textMuted};
    }

    & dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

export const DetailsHeading = styled.h3`
  ${({ theme }) => css`
    margin: ${theme.space[4]} 0 ${theme.space[2]};
    font-size: ${theme.font.size.md};
  `}
`;
