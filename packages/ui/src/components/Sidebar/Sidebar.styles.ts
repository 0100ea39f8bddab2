import { Button as AriaButton, Link as AriaLink, Menu as AriaMenu, MenuItem as AriaMenuItem, Popover as AriaPopover } from 'react-aria-components';
import styled, { css, type DefaultTheme } from 'styled-components';

export const SidebarRoot = styled.div<{ $widthPx: number }>`
  ${({ theme, $widthPx }) => css`
    position: relative;
    z-index: ${theme.zIndex.sidebar};
    display: flex;
    flex-direction: column;
    width: ${$widthPx}px;
    height: 100%;
    min-height: 0;
    flex: none;
    border-right: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    transition: width ${theme.motion.duration.normal} ${theme.motion.easing.standard};
  `}
`;

export const SidebarHeader = styled.div<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => css`
    display: flex;
    align-items: center;
    justify-content: ${$collapsed ? 'center' : 'flex-start'};
    min-height: 56px;
    padding: ${theme.space[3]} ${$collapsed ? theme.space[0] : theme.space[4]};
    flex: none;
  `}
`;

export const SidebarBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: hidden;
`;

export const SidebarFooter = styled.div<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => css`
    display: flex;
    flex-direction: ${$collapsed ? 'column' : 'row'};
    align-items: center;
    justify-content: ${$collapsed ? 'center' : 'flex-end'};
    gap: ${theme.space[2]};
    padding: ${theme.space[2]};
    border-top: 1px solid ${theme.colors.border};
    flex: none;
  `}
`;

export const FooterContent = styled.div`
  min-width: 0;
  flex: 1 1 auto;
`;

export const NavList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: ${theme.space[1]} ${theme.space[2]};
    list-style: none;
  `}
`;

function entryRules(theme: DefaultTheme, collapsed: boolean) {
  return css`
    position: relative;
    display: flex;
    align-items: center;
    justify-content: ${collapsed ? 'center' : 'flex-start'};
    gap: ${theme.space[3]};
    width: 100%;
    min-height: 36px;
    padding: 0 ${collapsed ? theme.space[0] : theme.space[3]};
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.textMuted};
    font: inherit;
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.medium};
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    outline: none;
    transition: background ${theme.motion.duration.fast} ${theme.motion.easing.standard};

    &[data-hovered] {
      background: ${theme.colors.rowHover};
      color: ${theme.colors.text};
    }
    &[data-pressed] {
      background: ${theme.colors.secondary};
    }
    &[data-current],
    &[data-has-current] {
      background: ${theme.colors.rowSelected};
      color: ${theme.colors.primary};
    }
    &[data-current]::before {
      content: '';
      position: absolute;
      left: -${theme.space[2]};
      top: 6px;
      bottom: 6px;
      width: 3px;
      border-radius: 0 2px 2px 0;
      background: ${theme.colors.primary};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      background: transparent;
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
      /* Faded, so an entry the role does not open reads apart from the usable ones at a glance. */
      opacity: 0.55;
    }
  `;
}

export const NavLink = styled(AriaLink)<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => entryRules(theme, $collapsed)}
`;

export const MoreButton = styled(AriaButton)<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => entryRules(theme, $collapsed)}
`;

export const EntryLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Badge = styled.span<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => css`
    min-width: 18px;
    height: 18px;
    padding: 0 5px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.status.verydangerous.bg};
    color: ${theme.colors.status.verydangerous.fg};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.bold};
    line-height: 18px;
    text-align: center;
    font-variant-numeric: tabular-nums;
    ${$collapsed &&
    css`
      position: absolute;
      top: 0;
      right: 2px;
      min-width: 16px;
      height: 16px;
      padding: 0 3px;
      font-size: 10px;
      line-height: 16px;
      box-shadow: 0 0 0 2px ${theme.colors.surface};
    `}
  `}
`;

export const MorePopover = styled(AriaPopover)`
  ${({ theme }) => css`
    min-width: 220px;
    max-height: 70vh;
    overflow: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
  `}
`;

export const MoreMenu = styled(AriaMenu)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${theme.space[1]};
    outline: none;
  `}
` as typeof AriaMenu;

export const MoreMenuItem = styled(AriaMenuItem)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    min-height: 32px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    text-decoration: none;
    cursor: pointer;
    outline: none;

    &[data-focused],
    &[data-hovered] {
      background: ${theme.colors.rowHover};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      background: transparent;
      cursor: not-allowed;
    }
  `}
` as typeof AriaMenuItem;
