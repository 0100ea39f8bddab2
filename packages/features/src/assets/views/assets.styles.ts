import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A screen of the assets area: heading row, then its content (the console's layout gives the margins). */
export const Page = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    color: ${theme.colors.text};

    & h1 {
      margin: 0;
      font-size: ${theme.font.size.xl};
      overflow-wrap: anywhere;
    }
    & h2 {
      margin: 0;
      font-size: ${theme.font.size.lg};
    }
    & h3 {
      margin: 0;
      font-size: ${theme.font.size.md};
    }
  `}
`;

export const Row = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};
  `}
`;

export const Spread = styled(Row)`
  justify-content: space-between;
  align-items: center;
`;

export const Muted = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const Panel = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  `}
`;

/** An address inside the console (react-router's link). */
export const RouteLink = styled(Link)`
  ${({ theme }) => css`
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.primary};
    font-weight: ${theme.font.weight.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
    outline: none;

    &:hover {
      color: ${theme.colors.primaryHover};
    }
    &:focus-visible {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    &[aria-current='page'] {
      color: ${theme.colors.text};
      text-decoration: none;
    }
  `}
`;

export const TypeNav = styled.nav`
  ${({ theme }) => css`
    & ul {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[4]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
  `}
`;

/** Field name / value pairs. */
export const Fields = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(120px, max-content) 1fr;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0;

    & dt {
      color: ${theme.colors.textMuted};
    }
    & dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    & > div {
      display: contents;
    }
    & [data-changed] > dd {
      font-weight: ${theme.font.weight.bold};
    }
  `}
`;

export const List = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/** A tab's content: its panels one under the other. */
export const Stack = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    padding-top: ${theme.space[3]};
  `}
`;
