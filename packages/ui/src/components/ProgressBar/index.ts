export { ProgressBar, type ProgressBarProps, type ProgressBarTone } from './ProgressBar';
