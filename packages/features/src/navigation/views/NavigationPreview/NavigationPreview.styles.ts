import styled, { css } from 'styled-components';

export const Frame = styled.div<{ $heightPx: number }>`
  ${({ $heightPx }) => css`
    display: flex;
    height: ${$heightPx}px;
  `}
`;

export const Main = styled.main`
  ${({ theme }) => css`
    flex: 1;
    min-width: 0;
    padding: ${theme.space[5]};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};

    & dl {
      display: grid;
      grid-template-columns: max-content 1fr;
      gap: ${theme.space[1]} ${theme.space[3]};
      margin: 0 0 ${theme.space[4]};
    }
    & dt {
      color: ${theme.colors.textMuted};
    }
    & dd {
      margin: 0;
    }
  `}
`;
