import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const CarouselRoot = styled.section`
  min-width: 0;
`;

export const StepTabs = styled(Tabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StepPanel = styled(TabPanel)`
  ${({ theme }) => css`
    min-height: 0;
    border-radius: ${theme.radii.md};
    outline: none;

    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const Dots = styled(TabList)`
  display: flex;
  align-items: center;
  /* Lines the first dot up with the content's edge; the hit area stays 24px. */
  margin-left: -8px;
`;

/** The hit area is 24px square (WCAG 2.2 target size); the dot is drawn inside it. */
export const Dot = styled(Tab)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border-radius: ${theme.radii.round};
    cursor: pointer;
    outline: none;

    &::before {
      content: '';
      display: block;
      width: 8px;
      height: 8px;
      border-radius: ${theme.radii.round};
      background: ${theme.colors.textMuted};
      transition:
        width ${theme.motion.duration.normal} ${theme.motion.easing.standard},
        background ${theme.motion.duration.fast} ${theme.motion.easing.standard};
    }
    &[data-hovered]::before {
      background: ${theme.colors.text};
    }
    &[data-selected]::before {
      width: 18px;
      background: ${theme.colors.primary};
    }
    &[data-selected] {
      width: 30px;
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
