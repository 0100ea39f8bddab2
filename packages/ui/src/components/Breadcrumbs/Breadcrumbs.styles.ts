import { Breadcrumb as AriaBreadcrumb, Breadcrumbs as AriaBreadcrumbs, Link as AriaLink } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const StyledBreadcrumbs = styled(AriaBreadcrumbs)`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.font.size.sm};
  `}
` as typeof AriaBreadcrumbs;

export const StyledBreadcrumb = styled(AriaBreadcrumb)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    color: ${theme.colors.textMuted};

    &[data-current] {
      color: ${theme.colors.text};
      font-weight: ${theme.font.weight.medium};
    }
  `}
`;

export const StyledBreadcrumbLink = styled(AriaLink)`
  ${({ theme }) => css`
    border-radius: ${theme.radii.sm};
    color: inherit;
    text-decoration: none;
    outline: none;

    &[data-hovered]:not([data-current]) {
      color: ${theme.colors.primary};
      text-decoration: underline;
      text-underline-offset: 2px;
      cursor: pointer;
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled]:not([data-current]) {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const Separator = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
