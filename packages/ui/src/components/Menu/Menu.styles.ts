import { Header, MenuItem as AriaMenuItem, Popover as AriaPopover, Separator } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

// The RAC Menu itself is styled from here: a styled() Menu cannot keep its generic item type.
export const MenuPopover = styled(AriaPopover)`
  ${({ theme }) => css`
    z-index: ${theme.zIndex.popover};
    min-width: 200px;
    max-width: 360px;
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.md};
    overflow: auto;
    outline: none;

    & > [role='menu'] {
      padding: ${theme.space[1]};
      outline: none;
    }
    &[data-entering] {
      animation: ${appear} ${theme.motion.duration.normal} ${theme.motion.easing.standard};
    }
    &[data-exiting] {
      animation: ${appear} ${theme.motion.duration.fast} ${theme.motion.easing.exit} reverse;
    }
  `}
`;

export const StyledMenuItem = styled(AriaMenuItem)<{ $tone: 'default' | 'danger' }>`
  ${({ theme, $tone }) => css`
    display: grid;
    grid-template-columns: 16px 1fr auto;
    grid-template-areas:
      'check label shortcut'
      '. description description';
    align-items: center;
    column-gap: ${theme.space[2]};
    min-height: 32px;
    padding: ${theme.space[1]} ${theme.space[3]} ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    color: ${$tone === 'danger' ? theme.colors.error : theme.colors.text};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.tight};
    text-decoration: none;
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
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      background: transparent;
      cursor: not-allowed;
    }
    & [slot='label'] {
      grid-area: label;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    & [slot='description'] {
      grid-area: description;
      padding-top: 2px;
      font-size: ${theme.font.size.sm};
      color: ${theme.colors.textMuted};
    }
    &[data-disabled] [slot='description'] {
      color: ${theme.colors.onDisabled};
    }
  `}
`;

export const Check = styled.span`
  grid-area: check;
  display: inline-flex;
  & svg {
    width: 14px;
    height: 14px;
  }
`;

// Wraps RAC's Keyboard (which links the hint to the item); styling it directly loses its type.
export const Shortcut = styled.span`
  ${({ theme }) => css`
    grid-area: shortcut;
    padding-left: ${theme.space[4]};
    font-size: ${theme.font.size.sm};
    & kbd {
      font-family: inherit;
    }
    color: ${theme.colors.textMuted};
  `}
`;

export const SectionHeader = styled(Header)`
  ${({ theme }) => css`
    padding: ${theme.space[2]} ${theme.space[3]} ${theme.space[1]} 32px;
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  `}
`;

export const StyledSeparator = styled(Separator)`
  ${({ theme }) => css`
    height: 1px;
    margin: ${theme.space[1]} 0;
    border: 0;
    background: ${theme.colors.border};
  `}
`;
