import { Tooltip as AriaTooltip } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

// Button's own rules (variants, states) with a square box: one look for both.
export const StyledIconButton = styled(StyledButton)`
  ${({ $size }) => css`
    padding: 0;
    width: ${$size === 'sm' ? '28px' : '36px'};
  `}
`;

export const StyledTooltip = styled(AriaTooltip)`
  ${({ theme }) => css`
    max-width: 240px;
    padding: ${theme.space[1]} ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.text};
    color: ${theme.colors.surface};
    font-size: ${theme.font.size.sm};
    line-height: ${theme.font.lineHeight.tight};
    box-shadow: ${theme.shadows.sm};
    z-index: ${theme.zIndex.tooltip};
    pointer-events: none;
  `}
`;
