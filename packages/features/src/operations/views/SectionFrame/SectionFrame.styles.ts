import styled from 'styled-components';

/** A tab's content: its notices, then its form, stacked. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 48rem;
  padding-block: ${({ theme }) => theme.space[4]};
`;

/** The loading line: spinner and sentence side by side. */
export const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A group of flags or fields: a fieldset named by its legend. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Legend = styled.legend`
  margin: 0;
  padding-inline: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** A sentence under a heading or beside a value. */
export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The changes listed in the save confirmation. */
export const ChangeList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
`;
