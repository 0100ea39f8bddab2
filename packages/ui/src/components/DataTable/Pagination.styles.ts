import {
  Button as AriaButton,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

export const Nav = styled.nav`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.sm};
  `}
`;

export const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const RangeText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const PageText = styled.span`
  min-width: 88px;
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;
`;

export const PageSizeSelect = styled(AriaSelect)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};

    & > .react-aria-Label {
      color: ${theme.colors.textMuted};
      white-space: nowrap;
    }
  `}
`;

export const SelectButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 28px;
    padding: 0 ${theme.space[2]} 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: ${theme.colors.rowHover};
    }
    &[data-pressed] {
      background: ${theme.colors.secondary};
    }
    &[data-focus-visible] {
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
  `}
`;

export const ListPopover = styled(AriaPopover)`
  ${({ theme }) => css`
    min-width: var(--trigger-width);
    padding: ${theme.space[1]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
    outline: none;
  `}
`;

export const StyledListBox = styled(AriaListBox)`
  outline: none;
`;

export const StyledListBoxItem = styled(AriaListBoxItem)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    min-height: 28px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    outline: none;

    &[data-focused],
    &[data-hovered] {
      background: ${theme.colors.secondary};
    }
    &[data-selected] {
      font-weight: ${theme.font.weight.bold};
    }
  `}
`;

export const Chevron = styled.svg`
  width: 12px;
  height: 12px;
  flex: none;
`;
