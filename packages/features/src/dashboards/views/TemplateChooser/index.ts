export { TemplateChooser, templatesIn, type TemplateChooserProps } from './TemplateChooser';
