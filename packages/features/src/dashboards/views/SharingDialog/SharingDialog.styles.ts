import styled from 'styled-components';

/** The roles group: a fieldset named by its legend. */
export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const RoleRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One role: its name and its access side by side, the remove button at the end. */
export const RoleRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.error};
`;

export const QueryList = styled.ul`
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  padding-left: ${({ theme }) => theme.space[5]};
`;
