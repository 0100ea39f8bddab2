import styled, { css } from 'styled-components';

/** The modal's body: the field on top, then the state or the list; the modal's body scrolls the list. */
export const SearchLayout = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};
    min-height: 100%;
  `}
`;

/** Keeps the field in view while the results scroll under it. */
export const FieldBar = styled.div`
  ${({ theme }) => css`
    position: sticky;
    top: -${theme.space[1]};
    z-index: 1;
    padding-top: ${theme.space[1]};
    background: ${theme.colors.surfaceRaised};
  `}
`;

export const Centered = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
`;

export const Mark = styled.mark`
  ${({ theme }) => css`
    background: ${theme.colors.status.warning.bg};
    color: inherit;
    font-weight: ${theme.font.weight.bold};
    border-radius: 2px;
  `}
`;

export const ResultMeta = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const RecentLists = styled.div`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.space[3]};
  `}
`;

export const RecentHeading = styled.h3`
  ${({ theme }) => css`
    margin: 0 0 ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
  `}
`;

export const RecentList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecentRow = styled.li`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
  `}
`;
