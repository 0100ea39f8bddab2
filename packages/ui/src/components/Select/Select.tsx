import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ListBoxItemProps, SelectProps as AriaSelectProps } from 'react-aria-components';
import { FieldHelp } from '../Field/Field';
import { FieldOption } from '../Field/FieldOption';
import { FieldLabel } from '../Field/Field.styles';
import { Chevron, OptionsList, OptionsPopover } from '../Field/Options.styles';
import { StyledSelect, StyledSelectValue, Trigger } from './Select.styles';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children' | 'className' | 'style' | 'selectionMode' | 'placeholder'> {
  /** The visible label. Without one, give the select an `aria-label`. */
  label?: ReactNode;
  /**
   * Text shown while nothing is chosen.
   * @default 'Select an item' (localized)
   */
  placeholder?: string;
  /** Help text under the field. */
  description?: ReactNode;
  /** The message shown when the select is invalid. */
  errorMessage?: ReactNode;
  /** The options as data; `children` then renders one. Leave out for static `SelectItem` children. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function that renders a `SelectItem` for each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** Lets the user pick one value from a list that opens under the field. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  // Screen readers hear an invalid choice on the button itself: react-aria marks only the field
  // (data-invalid), and its Button passes no aria-invalid through.
  const trigger = useRef<HTMLButtonElement>(null);
  const { isInvalid = false } = props;
  useLayoutEffect(() => {
    if (isInvalid) trigger.current?.setAttribute('aria-invalid', 'true');
    else trigger.current?.removeAttribute('aria-invalid');
  }, [isInvalid]);
  return (
    <StyledSelect {...props}>
      {label !== undefined && <FieldLabel>{label}</FieldLabel>}
      <Trigger ref={trigger}>
        <StyledSelectValue />
        <Chevron viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5L6 8l3.5-3.5" />
        </Chevron>
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <OptionsPopover>
        <OptionsList items={items}>{children}</OptionsList>
      </OptionsPopover>
    </StyledSelect>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'children' | 'className' | 'style'> {
  /** The option's content; pass `textValue` too when it is not plain text. */
  children: ReactNode;
}

/** One option of a Select. */
export function SelectItem(props: SelectItemProps) {
  return <FieldOption {...props} />;
}
