export { Spinner, SPINNER_SIZE_PX, type SpinnerProps, type SpinnerSize } from './Spinner';
