/** Shared styles of the notices (Alert, Banner): the dismiss button tinted by the notice's own colour. */
import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** How strongly hover and press tint the button with the notice's text colour, in percent. */
export interface DismissTint {
  hoverPct: number;
  pressedPct: number;
}

export const StyledDismissButton = styled(AriaButton)<{ $tint: DismissTint }>`
  ${({ theme, $tint }) => css`
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: none;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      background: color-mix(in srgb, currentColor ${$tint.hoverPct}%, transparent);
    }
    &[data-pressed] {
      background: color-mix(in srgb, currentColor ${$tint.pressedPct}%, transparent);
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;
