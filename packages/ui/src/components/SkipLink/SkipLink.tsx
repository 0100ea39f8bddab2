import type { MouseEvent, ReactNode } from 'react';
import { StyledSkipLink } from './SkipLink.styles';

/** The id of the main content region the skip link targets by default. */
export const MAIN_CONTENT_ID = 'main-content';
/** The link's text (spec: a skip-to-main-content link appears on Tab). */
export const SKIP_LINK_TEXT = 'Skip to main content';

export interface SkipLinkProps {
  /**
   * The id of the element that receives focus, usually the page's `<main>`.
   * @default 'main-content'
   */
  targetId?: string;
  /**
   * The link's text.
   * @default 'Skip to main content'
   */
  children?: ReactNode;
}

/**
 * The first stop of the Tab key: hidden until focused, it moves focus past the sidebar and
 * top bar to the main content.
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID, children = SKIP_LINK_TEXT }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (!target) return;
    // Focus by hand rather than through the hash: a client router would treat the hash as a route.
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <StyledSkipLink href={`#${targetId}`} onClick={skip}>
      {children}
    </StyledSkipLink>
  );
}
