import { Button as AriaButton, Group, SearchField as AriaSearchField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { controlBox, FIELD_HEIGHT_PX, FieldIconButton, fieldColumn } from '../Field/Field.styles';

export const SearchRoot = styled(AriaSearchField)`
  ${fieldColumn}

  input::-webkit-search-cancel-button,
  input::-webkit-search-decoration {
    appearance: none;
  }
  input {
    padding-inline-start: 0;
  }
`;

export const SearchIconSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  padding-inline: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    width: 16px;
    height: 16px;
  }
`;

export const ClearButton = styled(FieldIconButton)`
  ${SearchRoot}[data-empty] & {
    display: none;
  }
`;

export const ShortcutHint = styled.kbd`
  flex: none;
  margin-inline-end: ${({ theme }) => theme.space[2]};
  padding: 1px ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
`;

export const TriggerRoot = styled.div`
  ${fieldColumn}
`;

export const TriggerLabel = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const TriggerBox = styled(Group)`
  ${({ theme }) => controlBox(theme, '[data-focus-visible]')}
  display: flex;
  align-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

export const TriggerButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: flex;
    flex: 1;
    align-items: center;
    align-self: stretch;
    min-width: 0;
    min-height: ${FIELD_HEIGHT_PX - 2}px;
    padding: 0 ${theme.space[3]} 0 0;
    border: 0;
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.font.size.md};
    text-align: start;
    cursor: pointer;
    outline: none;

    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const TriggerText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
