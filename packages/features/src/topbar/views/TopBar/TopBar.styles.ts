import styled from 'styled-components';

/** Stays at the top of the shell's scrolling column: search and Discover Now within reach on a long page. */
export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  /* A narrow window (or a zoomed page) puts the actions on a line of their own rather than past the edge. */
  flex-wrap: wrap;
  /* Its full height in the shell's column, which would otherwise shrink it to its minimum. */
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const WorkspaceName = styled.p`
  flex: none;
  max-width: 200px;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const SearchSlot = styled.div`
  flex: 1 1 240px;
  min-width: 160px;
  max-width: 420px;
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

export const LinkAddress = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;


/** The Notifications button with its unread count over its corner. */
export const BellSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

export const BellBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  pointer-events: none;
`;
