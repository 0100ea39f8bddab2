import styled from 'styled-components';

/** An editor beside a list item: its controls, then what its check found. */
export const ExtraRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 40rem;

  & > [role='status'],
  & > [role='alert'],
  & > [aria-live] {
    align-self: stretch;
  }
`;

/** A check's answer: announced politely when it changes. */
export const LiveResult = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;

/** The running line: spinner and sentence side by side. */
export const Running = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Label and value pairs of a check's details. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The metadata import's fields and button. */
export const ImportForm = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  align-self: stretch;

  & > :not(button) {
    align-self: stretch;
  }
`;
