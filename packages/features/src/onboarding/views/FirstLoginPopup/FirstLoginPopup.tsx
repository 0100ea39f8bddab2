import { AccountProfileModal } from './AccountProfileModal';
import { TemplateChooserModal } from './TemplateChooserModal';

/** The first-login popup: the account profile, then the template chooser (shown by the sequence after sign-in). */
export function FirstLoginPopup() {
  return (
    <>
      <AccountProfileModal />
      <TemplateChooserModal />
    </>
  );
}
