import type { ReactNode } from 'react';
import { BadgeRoot, type BadgeTone } from './Badge.styles';

export type { BadgeTone };

/** The largest count shown in full by default; larger counts read `99+`. */
export const BADGE_DEFAULT_MAX_COUNT = 99;

/** The text of a count badge: the count, or `max+` above `max`. Negative counts show as 0. */
export function formatBadgeCount(count: number, max: number = BADGE_DEFAULT_MAX_COUNT): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}

export interface BadgeProps {
  /**
   * The colour, by meaning; uses the theme's status palette.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** A number to show; above `max` it reads `max+`. Takes the place of `children`. */
  count?: number;
  /**
   * The largest count shown in full.
   * @default 99
   */
  max?: number;
  /** A short label, used when there is no `count`. */
  children?: ReactNode;
}

/** A small count or label beside another element: unread items, a status, a severity. */
export function Badge({ tone = 'neutral', count, max = BADGE_DEFAULT_MAX_COUNT, children }: BadgeProps) {
  return (
    <BadgeRoot $tone={tone} data-tone={tone}>
      {count === undefined ? children : formatBadgeCount(count, max)}
    </BadgeRoot>
  );
}
