import styled, { css } from 'styled-components';

// Off-screen until focused, then a visible button-like chip at the top left of the page.
export const StyledSkipLink = styled.a`
  ${({ theme }) => css`
    position: absolute;
    top: ${theme.space[2]};
    left: ${theme.space[2]};
    z-index: ${theme.zIndex.tooltip};
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.medium};
    text-decoration: none;
    box-shadow: ${theme.shadows.md};
    outline: none;

    &:not(:focus) {
      clip-path: inset(50%);
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      white-space: nowrap;
    }
    &:focus-visible {
      box-shadow:
        0 0 0 2px ${theme.colors.surface},
        0 0 0 4px ${theme.colors.focusRing};
    }
  `}
`;
