import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export const Toolbar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};
  `}
`;

export const Bulk = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    margin-left: auto;

    & p {
      margin: 0;
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

/** A dashboard's name; one longer than its column ends in an ellipsis (the table's columns are fixed). */
export const SpaceLink = styled(Link)`
  ${({ theme }) => css`
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
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
  `}
`;

export const Hint = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

/** The list's heading: focus lands on it when what held focus left the list (it is read, not operated). */
export const ListTitle = styled.h1`
  &:focus {
    outline: none;
  }
`;
