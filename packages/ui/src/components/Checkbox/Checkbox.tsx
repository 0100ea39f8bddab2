import type { ReactNode } from 'react';
import type { CheckboxFieldProps } from 'react-aria-components';
import { IndentedDescription } from '../Field/Field.styles';
import { revealRowOnFocus } from '../Field/revealRowOnFocus';
import { Box, CHECKBOX_BOX_SIZE_PX, StyledCheckboxButton, StyledCheckboxField } from './Checkbox.styles';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> {
  /** The label beside the box. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
}

/** A box the user ticks to turn one option on or off; it can also show a mixed (indeterminate) state. */
export function Checkbox({ children, description, onFocus, ...props }: CheckboxProps) {
  return (
    <StyledCheckboxField {...props} onFocus={revealRowOnFocus(onFocus)}>
      <StyledCheckboxButton>
        {({ isSelected, isIndeterminate }) => (
          <>
            <Box aria-hidden="true">
              {isIndeterminate ? (
                <svg viewBox="0 0 12 12">
                  <path d="M2.5 6h7" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 12 12">
                  <path d="M2.5 6.2l2.3 2.3 4.7-5" />
                </svg>
              ) : null}
            </Box>
            {children}
          </>
        )}
      </StyledCheckboxButton>
      {description !== undefined && (
        <IndentedDescription slot="description" $indentPx={CHECKBOX_BOX_SIZE_PX}>
          {description}
        </IndentedDescription>
      )}
    </StyledCheckboxField>
  );
}
