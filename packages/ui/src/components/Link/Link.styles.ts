import { Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';

export type LinkVariant = 'primary' | 'subtle';

export const StyledLink = styled(AriaLink)<{ $variant: LinkVariant }>`
  ${({ theme, $variant }) => css`
    display: inline-flex;
    align-items: baseline;
    gap: 2px;
    border-radius: ${theme.radii.sm};
    color: ${$variant === 'primary' ? theme.colors.primary : theme.colors.text};
    font-weight: ${theme.font.weight.medium};
    text-decoration: underline;
    text-decoration-color: ${$variant === 'primary' ? 'currentColor' : theme.colors.textMuted};
    text-underline-offset: 2px;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      color: ${$variant === 'primary' ? theme.colors.primaryHover : theme.colors.primary};
      text-decoration-thickness: 2px;
    }
    &[data-pressed] {
      color: ${theme.colors.primaryPressed};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      text-decoration: none;
      cursor: not-allowed;
    }
    & > svg {
      align-self: center;
    }
  `}
`;
