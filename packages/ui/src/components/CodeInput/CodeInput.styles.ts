import { Group, Input } from 'react-aria-components';
import styled from 'styled-components';
import { controlBox, fieldColumn } from '../Field/Field.styles';

export const CodeRoot = styled.div`
  ${fieldColumn}
`;

export const CodeLabel = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CodeGroup = styled(Group)`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Box = styled(Input)`
  ${({ theme }) => controlBox(theme, '[data-focused]')}
  width: 40px;
  height: 44px;
  padding: 0;
  margin: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
  text-align: center;
  outline: none;
  caret-color: ${({ theme }) => theme.colors.focusRing};

  ${CodeGroup}[data-invalid] & {
    border-color: ${({ theme }) => theme.colors.error};
  }
  ${CodeGroup}[data-invalid] &[data-focused] {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.error};
  }
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const CodeError = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;
