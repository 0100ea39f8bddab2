import type { ReactNode } from 'react';
import type { RadioFieldProps, RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import {
  Description,
  Dot,
  ErrorText,
  GroupLabel,
  Options,
  RadioDescription,
  StyledRadioButton,
  StyledRadioField,
  StyledRadioGroup,
} from './RadioGroup.styles';

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
      {label !== undefined && <GroupLabel>{label}</GroupLabel>}
      <Options>{children}</Options>
      {description !== undefined && <Description slot="description">{description}</Description>}
      <ErrorText>{errorMessage}</ErrorText>
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
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <StyledRadioField {...props}>
      <StyledRadioButton>
        <Dot aria-hidden="true" />
        {children}
      </StyledRadioButton>
      {description !== undefined && <RadioDescription slot="description">{description}</RadioDescription>}
    </StyledRadioField>
  );
}
