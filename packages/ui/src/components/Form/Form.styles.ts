import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';

export type FormActionsAlign = 'start' | 'end' | 'stretch';

export const StyledForm = styled(AriaForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const FormError = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.status.error.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.error.bg};
  color: ${({ theme }) => theme.colors.status.error.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const justify: Record<FormActionsAlign, string> = { start: 'flex-start', end: 'flex-end', stretch: 'stretch' };

export const Actions = styled.div<{ $align: FormActionsAlign }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => justify[$align]};
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};

  & > * {
    flex: ${({ $align }) => ($align === 'stretch' ? '1 1 0' : '0 0 auto')};
  }
`;
