export { TEXT_FIELD_DEFAULT_ROWS, TextField, type FieldErrorMessage, type TextFieldProps } from './TextField';
