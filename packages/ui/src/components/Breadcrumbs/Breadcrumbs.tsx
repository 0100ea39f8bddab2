import type { ReactNode } from 'react';
import type { BreadcrumbsProps as AriaBreadcrumbsProps, Key } from 'react-aria-components';
import { Icon } from '../Icon';
import { Separator, StyledBreadcrumb, StyledBreadcrumbLink, StyledBreadcrumbs } from './Breadcrumbs.styles';

export interface BreadcrumbsProps {
  /**
   * Names the trail for assistive technology; the trail is a navigation landmark.
   * @default 'Breadcrumbs'
   */
  'aria-label'?: string;
  /** The `Breadcrumb`s, from the top level down to the current page (the last one). */
  children: ReactNode;
  /** Called with the id of the breadcrumb pressed (for breadcrumbs without an href). */
  onAction?: (id: Key) => void;
  /**
   * Disables every breadcrumb.
   * @default false
   */
  isDisabled?: boolean;
}

/** The trail of pages above the current one; the last breadcrumb is the current page. */
export function Breadcrumbs({ 'aria-label': ariaLabel = 'Breadcrumbs', children, onAction, isDisabled }: BreadcrumbsProps) {
  const ariaProps: Pick<AriaBreadcrumbsProps<object>, 'onAction' | 'isDisabled'> = { onAction, isDisabled };
  return (
    <nav aria-label={ariaLabel}>
      <StyledBreadcrumbs {...ariaProps}>{children}</StyledBreadcrumbs>
    </nav>
  );
}

export interface BreadcrumbProps {
  /** The key passed to the trail's `onAction`. */
  id?: Key;
  /** Where the breadcrumb goes; not needed for the current page. */
  href?: string;
  /** The page's name. */
  children: ReactNode;
}

/** One page of a `Breadcrumbs` trail. */
export function Breadcrumb({ id, href, children }: BreadcrumbProps) {
  return (
    <StyledBreadcrumb id={id}>
      {({ isCurrent }) => (
        <>
          <StyledBreadcrumbLink href={isCurrent ? undefined : href}>{children}</StyledBreadcrumbLink>
          {!isCurrent && (
            <Separator aria-hidden="true">
              <Icon name="chevronRight" size={12} />
            </Separator>
          )}
        </>
      )}
    </StyledBreadcrumb>
  );
}
