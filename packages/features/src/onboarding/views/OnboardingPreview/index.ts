export { OnboardingPreview, ONBOARDING_PREVIEW_LABELS } from './OnboardingPreview';
