import styled from 'styled-components';

/** The body of the access modals: one column of sections. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
  }
`;

/** The muted line under a value (expiry, issue date, how the secret is kept). */
export const Note = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A waiting state: spinner and sentence on one line. */
export const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
