import { Header, ListBox as AriaListBox, ListBoxItem as AriaListBoxItem, ListBoxLoadMoreItem, ListBoxSection, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const StyledListBox = styled(AriaListBox)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    outline: none;

    &[data-focus-visible] {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    }
  `}
`;

export const StyledSection = styled(ListBoxSection)`
  display: flex;
  flex-direction: column;
`;

export const SectionHeader = styled(Header)`
  ${({ theme }) => css`
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[1]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
  `}
`;

export const StyledItem = styled(AriaListBoxItem)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    cursor: pointer;
    outline: none;

    &[data-hovered],
    &[data-focused] {
      background: ${theme.colors.rowHover};
    }
    &[data-pressed] {
      background: ${theme.colors.rowSelected};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const StyledLoadMore = styled(ListBoxLoadMoreItem)`
  ${({ theme }) => css`
    display: flex;
    justify-content: center;
    padding: ${theme.space[2]};
  `}
`;

export const ItemLabel = styled(Text)`
  ${({ theme }) => css`
    font-weight: ${theme.font.weight.medium};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `}
`;

export const ItemDescription = styled(Text)`
  ${({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;
