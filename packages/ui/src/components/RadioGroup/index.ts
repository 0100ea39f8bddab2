export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
// For option cards built on react-aria's RadioField: the row brought into view as it takes focus.
export { revealRowOnFocus } from '../Field/revealRowOnFocus';
