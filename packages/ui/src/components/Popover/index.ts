export {
  Popover,
  PopoverTrigger,
  type PopoverPlacement,
  type PopoverProps,
  type PopoverRenderProps,
  type PopoverTriggerProps,
} from './Popover';
