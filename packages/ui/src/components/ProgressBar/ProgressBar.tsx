import type { ReactNode } from 'react';
import type { ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import { Fill, ProgressLabel, ProgressRoot, Track, ValueText, type ProgressBarTone } from './ProgressBar.styles';

export type { ProgressBarTone };

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style' | 'render'> {
  /** The visible label; without one, give an `aria-label`. */
  label?: ReactNode;
  /**
   * Shows the formatted value (a percentage by default) at the end of the label row.
   * Hidden while indeterminate.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Colour of the filled part, by meaning.
   * @default 'primary'
   */
  tone?: ProgressBarTone;
}

/** Shows how far an operation has got (determinate) or that it is under way (indeterminate). */
export function ProgressBar({ label, showValueLabel = true, tone = 'primary', ...props }: ProgressBarProps) {
  return (
    <ProgressRoot {...props}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label != null && <ProgressLabel>{label}</ProgressLabel>}
          {showValueLabel && !isIndeterminate && <ValueText>{valueText}</ValueText>}
          <Track>
            <Fill $tone={tone} $percentage={isIndeterminate ? undefined : percentage} />
          </Track>
        </>
      )}
    </ProgressRoot>
  );
}
