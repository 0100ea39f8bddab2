import styled, { css } from 'styled-components';

export const Page = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    padding: ${theme.space[6]};

    & > header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[3]};
    }
    & h1 {
      margin: 0;
      font-size: ${theme.font.size.xl};
    }
  `}
`;

export const Toolbar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};

    & > * {
      min-width: 180px;
    }
  `}
`;

export const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    gap: ${theme.space[2]};
  `}
`;

export const SelectionBar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 40px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    & > p {
      margin: 0 ${theme.space[2]} 0 0;
      font-weight: ${theme.font.weight.medium};
    }
  `}
`;
