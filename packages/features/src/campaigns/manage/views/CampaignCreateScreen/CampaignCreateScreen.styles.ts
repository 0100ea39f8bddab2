import styled, { css } from 'styled-components';

/** The form beside its live preview; one column on narrow screens. */
export const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
    align-items: start;
    gap: ${theme.space[4]};

    @media (max-width: 960px) {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export const Column = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    min-width: 0;
  `}
`;

/** The preview follows the form as it scrolls. */
export const Sticky = styled.div`
  ${({ theme }) => css`
    position: sticky;
    top: ${theme.space[4]};
  `}
`;

export const ApproverList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const ApproverRow = styled.li`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem) auto;
    align-items: start;
    gap: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    & > span {
      padding-top: ${theme.space[5]};
      overflow-wrap: anywhere;
      font-weight: ${theme.font.weight.medium};
    }
    & > button {
      margin-top: ${theme.space[5]};
    }
  `}
`;

export const FieldError = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.error};
    font-size: ${theme.font.size.sm};
  `}
`;
