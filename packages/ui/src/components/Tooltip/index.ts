export {
  TOOLTIP_DEFAULT_CLOSE_DELAY_MS,
  TOOLTIP_DEFAULT_DELAY_MS,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
} from './Tooltip';
