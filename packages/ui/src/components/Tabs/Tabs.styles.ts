import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

export const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const StyledTabList = styled(AriaTabList)`
  ${({ theme }) => css`
    display: flex;
    gap: ${theme.space[1]};
    /* The line under the tabs is drawn inside the list, in its last pixel: the selected tab's
       underline reaches down over it, and as a border it stood outside the scrolling box and
       overflowed it (a vertical scrollbar showed beside the tabs where scrollbars take room). */
    padding-bottom: 1px;
    box-shadow: inset 0 -1px 0 ${theme.colors.border};
    overflow-x: auto;
  `}
`;

export const StyledTab = styled(AriaTab)`
  ${({ theme }) => css`
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 36px;
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.sm} ${theme.radii.sm} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.medium};
    white-space: nowrap;
    cursor: pointer;
    outline: none;
    transition: color ${theme.motion.duration.fast} ${theme.motion.easing.standard};

    &::after {
      content: '';
      position: absolute;
      left: ${theme.space[2]};
      right: ${theme.space[2]};
      bottom: -1px;
      height: 2px;
      border-radius: 2px 2px 0 0;
      background: transparent;
    }
    &[data-hovered] {
      color: ${theme.colors.text};
      background: ${theme.colors.rowHover};
    }
    &[data-selected] {
      color: ${theme.colors.primary};
    }
    &[data-selected]::after {
      background: ${theme.colors.primary};
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
`;

export const StyledTabPanel = styled(AriaTabPanel)`
  ${({ theme }) => css`
    padding: ${theme.space[4]} 0;
    border-radius: ${theme.radii.sm};
    outline: none;

    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;
