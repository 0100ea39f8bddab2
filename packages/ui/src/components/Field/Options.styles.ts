/**
 * Option lists of Select and ComboBox, apart from the other field chrome: a text field (the login
 * page's) then carries no list box, popover or selection code.
 */
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const Chevron = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.75;
  stroke-linecap: round;
  stroke-linejoin: round;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The floating panel under a field that holds its options; shared by Select and ComboBox. */
export const OptionsPopover = styled(Popover)`
  ${({ theme }) => css`
    min-width: var(--trigger-width);
    max-height: 320px;
    overflow: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
    outline: none;

    &[data-entering] {
      animation: fade-in ${theme.motion.duration.fast} ${theme.motion.easing.standard};
    }
    @keyframes fade-in {
      from {
        opacity: 0;
      }
    }
  `}
`;

export const OptionsList = styled(ListBox)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    padding: ${theme.space[1]};
    outline: none;

    &[data-empty] {
      padding: ${theme.space[2]} ${theme.space[3]};
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.md};
    }
  `}
` as typeof ListBox;

export const Check = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  margin-left: auto;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.25;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Option = styled(ListBoxItem)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 32px;
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    cursor: pointer;
    outline: none;

    &[data-hovered],
    &[data-focused] {
      background: ${theme.colors.rowHover};
    }
    &[data-selected] {
      background: ${theme.colors.rowSelected};
      font-weight: ${theme.font.weight.medium};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
` as typeof ListBoxItem;
