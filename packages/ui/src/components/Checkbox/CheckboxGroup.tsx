import type { ReactNode } from 'react';
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldHelp } from '../Field/Field';
import { FieldLabel } from '../Field/Field.styles';
import { Options, StyledCheckboxGroup } from './Checkbox.styles';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style'> {
  /** The visible label of the group. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. */
  description?: ReactNode;
  /** The message shown when the group is invalid. */
  errorMessage?: ReactNode;
  /**
   * How the options are laid out.
   * @default 'vertical'
   */
  orientation?: 'horizontal' | 'vertical';
  /** The `Checkbox` options, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes whose values are chosen together. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Options $orientation={orientation}>{children}</Options>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </StyledCheckboxGroup>
  );
}
