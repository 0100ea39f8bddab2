import type { ReactNode } from 'react';
import type { RadioFieldProps, RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldHelp } from '../Field/Field';
import { FieldLabel, IndentedDescription } from '../Field/Field.styles';
import { revealRowOnFocus } from '../Field/revealRowOnFocus';
import { Dot, Options, RADIO_SIZE_PX, StyledRadioButton, StyledRadioField, StyledRadioGroup } from './RadioGroup.styles';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'> {
  /** The visible label of the group. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The message shown when the group is invalid. */
  errorMessage?: ReactNode;
  /** The `Radio` options, each with a `value`. */
  children: ReactNode;
}

/**
 * A labelled set of options of which exactly one is chosen; lays out `vertical` (default) or
 * `horizontal` through `orientation`.
 */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Options>{children}</Options>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  /** The label beside the circle. */
  children: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, onFocus, ...props }: RadioProps) {
  return (
    <StyledRadioField {...props} onFocus={revealRowOnFocus(onFocus)}>
      <StyledRadioButton>
        <Dot aria-hidden="true" />
        {children}
      </StyledRadioButton>
      {description !== undefined && (
        <IndentedDescription slot="description" $indentPx={RADIO_SIZE_PX}>
          {description}
        </IndentedDescription>
      )}
    </StyledRadioField>
  );
}
