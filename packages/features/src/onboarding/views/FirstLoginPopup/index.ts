export { FirstLoginPopup } from './FirstLoginPopup';
export { AccountProfileModal } from './AccountProfileModal';
export { TemplateChooserModal } from './TemplateChooserModal';
