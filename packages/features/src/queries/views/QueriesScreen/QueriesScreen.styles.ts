import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The folder tree beside the list. */
export const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space[5]};
  `}
`;

export const FolderNav = styled.nav`
  ${({ theme }) => css`
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    & h2 {
      margin: 0 0 ${theme.space[2]};
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
      font-weight: ${theme.font.weight.bold};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    & ul {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    & ul ul {
      padding-left: ${theme.space[4]};
    }
    & p {
      margin: ${theme.space[2]} 0 0;
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

export const FolderLink = styled(NavLink)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    text-decoration: none;
    outline: none;

    &:hover {
      background: ${theme.colors.rowHover};
    }
    &[aria-current='page'] {
      background: ${theme.colors.rowSelected};
      font-weight: ${theme.font.weight.medium};
    }
    &:focus-visible {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const FolderCount = styled.span`
  ${({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  `}
`;

/** A cell's text that stops with an ellipsis at the column's edge. */
export const NameCell = styled.span`
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Main = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-width: 0;
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

export const Summary = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};

    & p {
      margin: 0;
    }
  `}
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
`;

export const UsedByList = styled.ul`
  ${({ theme }) => css`
    margin: ${theme.space[2]} 0 0;
    padding-left: ${theme.space[5]};

    & li + li {
      margin-top: ${theme.space[1]};
    }
  `}
`;
