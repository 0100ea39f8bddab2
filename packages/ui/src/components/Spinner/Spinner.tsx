import { Ring, SPINNER_SIZE_PX, SpinnerRoot, type SpinnerSize } from './Spinner.styles';

export { SPINNER_SIZE_PX, type SpinnerSize };

export interface SpinnerProps {
  /**
   * Diameter: sm 16px, md 24px, lg 40px.
   * @default 'md'
   */
  size?: SpinnerSize;
  /**
   * What screen readers hear; name what is loading when it helps ('Loading assets').
   * @default 'Loading'
   */
  label?: string;
}

/** A spinning ring for work of unknown length; an indeterminate progress bar to assistive technology. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return (
    <SpinnerRoot isIndeterminate aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
    </SpinnerRoot>
  );
}
