import type { ReactNode } from 'react';
import { EmptyAction, EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export type EmptyStateHeadingLevel = keyof typeof HEADING_TAGS;

export interface EmptyStateProps {
  /** A decorative icon above the title (an svg; it is hidden from screen readers). */
  icon?: ReactNode;
  /** What is empty, in a few words ('Start searching', 'No Data Scopes available'). */
  title: ReactNode;
  /** A hint on what to do next. */
  description?: ReactNode;
  /** A next step, such as a Button. */
  action?: ReactNode;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: EmptyStateHeadingLevel;
}

/** Fills a view, list or panel that has nothing to show yet, and points to the next step. */
export function EmptyState({ icon, title, description, action, headingLevel = 3 }: EmptyStateProps) {
  return (
    <EmptyRoot>
      {icon != null && <EmptyIcon aria-hidden="true">{icon}</EmptyIcon>}
      <EmptyTitle as={HEADING_TAGS[headingLevel]}>{title}</EmptyTitle>
      {description != null && <EmptyDescription>{description}</EmptyDescription>}
      {action != null && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
}
