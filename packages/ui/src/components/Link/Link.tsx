import type { ReactNode } from 'react';
import { VisuallyHidden, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { StyledLink, type LinkVariant } from './Link.styles';

export type { LinkVariant };

/** Read after the text of links that open a new tab, so nobody is taken by surprise. */
export const LINK_NEW_TAB_TEXT = '(opens in a new tab)';

export interface LinkProps extends Omit<AriaLinkProps, 'children' | 'className' | 'style'> {
  /**
   * The colour: primary for links in running text, subtle for links among other controls.
   * @default 'primary'
   */
  variant?: LinkVariant;
  /** The text of the link. */
  children: ReactNode;
}

function withNoopener(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * Goes to another page or place when pressed. With `target="_blank"` it opens a new tab
 * safely (rel noopener) and says so to screen readers.
 */
export function Link({ variant = 'primary', children, target, rel, ...props }: LinkProps) {
  const opensNewTab = target === '_blank';
  return (
    <StyledLink {...props} target={target} rel={opensNewTab ? withNoopener(rel) : rel} $variant={variant}>
      {children}
      {opensNewTab && (
        <>
          <Icon name="external" size={12} />
          <VisuallyHidden> {LINK_NEW_TAB_TEXT}</VisuallyHidden>
        </>
      )}
    </StyledLink>
  );
}
