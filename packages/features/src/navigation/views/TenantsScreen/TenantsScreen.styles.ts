import styled, { css } from 'styled-components';

export const Page = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    padding: ${theme.space[6]};
    max-width: 720px;

    & > h1 {
      margin: 0;
      font-size: ${theme.font.size.xl};
    }
    & > p {
      margin: 0;
      color: ${theme.colors.textMuted};
    }
  `}
`;

export const TenantList = styled.ul`
  ${({ theme }) => css`
    margin: 0;
    padding: 0;
    list-style: none;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    & > li {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space[3]};
      padding: ${theme.space[3]} ${theme.space[4]};
    }
    & > li + li {
      border-top: 1px solid ${theme.colors.border};
    }
  `}
`;
