import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** A screen of the Queries area: heading row, then its content (the console's layout gives the margins). */
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
  `}
`;

export const PageHeader = styled.header`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
  `}
`;

export const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;

/** An address inside the console (react-router's link, so the unsaved-change guard sees it). */
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
      text-decoration-thickness: 2px;
    }
    &:focus-visible {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

/** Small labels beside a name (Predefined, Private). */
export const Tags = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    margin-left: ${theme.space[2]};
    vertical-align: middle;
  `}
`;

export const Muted = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;
