/** Shared chrome of Modal and Drawer: the title, close button and footer of a dialog. */
import { Button as AriaButton, Heading } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** The dialog's heading. */
export const Title = styled(Heading)`
  ${({ theme }) => css`
    flex: 1;
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.bold};
    line-height: ${theme.font.lineHeight.tight};
  `}
`;

/** Actions pinned to the bottom of the dialog. */
export const Footer = styled.div`
  ${({ theme }) => css`
    display: flex;
    justify-content: flex-end;
    gap: ${theme.space[2]};
    padding: ${theme.space[3]} ${theme.space[5]};
    border-top: 1px solid ${theme.colors.border};
    flex-shrink: 0;
  `}
`;

/** The square close button in the header. */
export const CloseButton = styled(AriaButton)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    margin-left: auto;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.textMuted};
    cursor: pointer;
    outline: none;
    flex-shrink: 0;

    &[data-hovered] {
      background: ${theme.colors.secondary};
      color: ${theme.colors.text};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    & svg {
      width: 16px;
      height: 16px;
    }
  `}
`;
