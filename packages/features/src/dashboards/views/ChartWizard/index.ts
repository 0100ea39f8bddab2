export { ChartWizard, type ChartWizardProps } from './ChartWizard';
export { chartCreateOf, wizardValuesOf, type WizardQuery } from './chartWizardForm';
