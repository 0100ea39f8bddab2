import type { ReactNode } from 'react';
import type { ListBoxItemProps } from 'react-aria-components';
import { Check, Option } from './Options.styles';

export interface FieldOptionProps extends Omit<ListBoxItemProps, 'children' | 'className' | 'style'> {
  /** The option's content; pass `textValue` too when it is not plain text. */
  children: ReactNode;
}

/** One option of a Select or ComboBox list, with a check mark while selected. */
export function FieldOption({ children, ...props }: FieldOptionProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <Option {...props} textValue={textValue}>
      {({ isSelected }) => (
        <>
          {children}
          {isSelected && (
            <Check viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2.5 6.2l2.3 2.3 4.7-5" />
            </Check>
          )}
        </>
      )}
    </Option>
  );
}
