export { OnboardingDialogs } from './OnboardingDialogs';
