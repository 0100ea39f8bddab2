import { Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const LogoFrame = styled.span<{ $widthPx: number }>`
  ${({ $widthPx }) => css`
    display: inline-flex;
    align-items: center;
    width: ${$widthPx}px;
    height: 32px;
    flex: none;

    & > img,
    & > svg {
      display: block;
      max-width: 100%;
      max-height: 100%;
      object-fit: contain;
      object-position: left center;
    }
  `}
`;

export const LogoLink = styled(AriaLink)`
  ${({ theme }) => css`
    display: inline-flex;
    border-radius: ${theme.radii.sm};
    color: inherit;
    outline: none;
    cursor: pointer;

    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;

export const Wordmark = styled.svg`
  color: ${({ theme }) => theme.colors.text};

  .vigil-mark {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
