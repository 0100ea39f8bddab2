export { COMBOBOX_DEBOUNCE_MS, ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from './ComboBox';
