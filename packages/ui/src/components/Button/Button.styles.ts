import { Button as AriaButton } from 'react-aria-components';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

interface VariantColors {
  bg: string;
  hover: string;
  pressed: string;
  fg: string;
  border: string;
}

function variantColors(theme: DefaultTheme, variant: ButtonVariant): VariantColors {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return { bg: c.primary, hover: c.primaryHover, pressed: c.primaryPressed, fg: c.onPrimary, border: c.primary };
    case 'secondary':
      return { bg: c.secondary, hover: c.secondaryHover, pressed: c.secondaryPressed, fg: c.onSecondary, border: c.border };
    case 'ghost':
      return { bg: 'transparent', hover: c.secondary, pressed: c.secondaryHover, fg: c.primary, border: 'transparent' };
    case 'danger':
      return { bg: c.danger, hover: c.dangerHover, pressed: c.dangerPressed, fg: c.onDanger, border: c.danger };
  }
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${({ theme, $variant, $size }) => {
    const v = variantColors(theme, $variant);
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: ${$size === 'sm' ? '28px' : '36px'};
      padding: 0 ${$size === 'sm' ? theme.space[3] : theme.space[4]};
      border: 1px solid ${v.border};
      border-radius: ${theme.radii.md};
      background: ${v.bg};
      color: ${v.fg};
      font: inherit;
      font-size: ${$size === 'sm' ? theme.font.size.sm : theme.font.size.md};
      font-weight: ${theme.font.weight.medium};
      line-height: 1;
      white-space: nowrap;
      cursor: pointer;
      outline: none;
      transition:
        background ${theme.motion.duration.fast} ${theme.motion.easing.standard},
        box-shadow ${theme.motion.duration.fast} ${theme.motion.easing.standard};

      &[data-hovered] {
        background: ${v.hover};
      }
      &[data-pressed] {
        background: ${v.pressed};
      }
      &[data-focus-visible] {
        box-shadow:
          0 0 0 2px ${theme.colors.surface},
          0 0 0 4px ${theme.colors.focusRing};
      }
      &[data-disabled] {
        background: ${theme.colors.disabled};
        border-color: ${theme.colors.disabled};
        color: ${theme.colors.onDisabled};
        cursor: not-allowed;
      }
      &[data-pending] {
        cursor: progress;
      }
    `;
  }}
`;

export const PendingSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.7s linear infinite;
`;
