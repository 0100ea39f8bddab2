import { Input, TextArea } from 'react-aria-components';
import styled from 'styled-components';
import { bareInput, controlBox, FieldRoot } from '../Field/Field.styles';

export const FieldFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CharacterCount = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledInput = styled(Input)`
  ${bareInput}
  ${({ theme }) => controlBox(theme, '[data-focused]')}
  padding: 0 ${({ theme }) => theme.space[3]};

  ${FieldRoot}[data-readonly] & {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const StyledTextArea = styled(TextArea)`
  ${bareInput}
  ${({ theme }) => controlBox(theme, '[data-focused]')}
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  resize: vertical;

  ${FieldRoot}[data-readonly] & {
    background: ${({ theme }) => theme.colors.background};
  }
`;
