export {
  TOOLTIP_DEFAULT_CLOSE_DELAY_MS,
  TOOLTIP_DEFAULT_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  Tooltip,
  type TooltipPlacement,
  type TooltipProps,
  type TooltipSize,
} from './Tooltip';
