import styled from 'styled-components';

export const MessageRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

/** Three lines at most; the tooltip has the rest (screen readers get the whole text). */
export const MessageText = styled.p`
  flex: 1;
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  text-align: center;
  white-space: pre-line;
`;
