export { Badge, BADGE_DEFAULT_MAX_COUNT, formatBadgeCount, type BadgeProps, type BadgeTone } from './Badge';
