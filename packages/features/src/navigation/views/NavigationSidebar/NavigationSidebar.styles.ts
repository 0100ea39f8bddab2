import styled, { css } from 'styled-components';

export const FooterControls = styled.div<{ $collapsed: boolean }>`
  ${({ theme, $collapsed }) => css`
    display: flex;
    flex-direction: ${$collapsed ? 'column' : 'row'};
    align-items: center;
    gap: ${theme.space[1]};
    min-width: 0;

    /* A long user name gives way (ellipsis); the workspace switcher keeps its full target size. */
    & > * {
      min-width: 0;
    }
    & > :last-child:not(:first-child) {
      flex: none;
    }
  `}
`;
