import styled, { css } from 'styled-components';

// The list screens share the Webhooks tab's table layout.
export { Header, Muted, Panel, Row, Scroller, Screen, Table } from '../../webhooks/views/WebhooksTab/WebhooksTab.styles';

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Cards = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
    gap: ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

export const Card = styled.li`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    h3 {
      margin: 0;
      font-size: ${theme.font.size.md};
    }
    p {
      margin: 0;
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

export const GroupTitle = styled.h2`
  ${({ theme }) => css`
    margin: ${theme.space[2]} 0 0;
    font-size: ${theme.font.size.lg};
  `}
`;

export const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StatusRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const ErrorList = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
