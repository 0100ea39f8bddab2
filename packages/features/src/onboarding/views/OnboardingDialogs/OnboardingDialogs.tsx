import { FirstLoginPopup } from '../FirstLoginPopup';
import { GettingStartedDrawer } from '../GettingStartedDrawer';
import { Version6Carousel } from '../Version6Carousel';

/**
 * What opens after sign-in, rendered once in the signed-in shell: the first-login popup, the
 * version 6.0 carousel and the getting-started drawer. The saga opens them one at a time.
 */
export function OnboardingDialogs() {
  return (
    <>
      <FirstLoginPopup />
      <Version6Carousel />
      <GettingStartedDrawer />
    </>
  );
}
