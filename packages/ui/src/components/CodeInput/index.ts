export { CODE_INPUT_DEFAULT_LENGTH, CodeInput, type CodeInputProps } from './CodeInput';
