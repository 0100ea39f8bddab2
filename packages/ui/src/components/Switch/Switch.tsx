import type { ReactNode } from 'react';
import type { SwitchFieldProps } from 'react-aria-components';
import { IndentedDescription } from '../Field/Field.styles';
import { revealRowOnFocus } from '../Field/revealRowOnFocus';
import { StyledSwitchButton, StyledSwitchField, Thumb, Track, TRACK_WIDTH_PX } from './Switch.styles';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The label beside the switch. Without one, give the switch an `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** Turns a setting on or off at once, like a feature flag; use a Checkbox for choices submitted with a form. */
export function Switch({ children, description, onFocus, ...props }: SwitchProps) {
  return (
    <StyledSwitchField {...props} onFocus={revealRowOnFocus(onFocus)}>
      <StyledSwitchButton>
        <Track aria-hidden="true">
          <Thumb />
        </Track>
        {children}
      </StyledSwitchButton>
      {description !== undefined && (
        <IndentedDescription slot="description" $indentPx={TRACK_WIDTH_PX}>
          {description}
        </IndentedDescription>
      )}
    </StyledSwitchField>
  );
}
