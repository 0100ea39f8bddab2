import { useDispatch, useSelector } from 'react-redux';
import { Button, Carousel, Modal } from '@vigil/ui';
import { VERSION6_ANIMATION_WIDTH_PX, VERSION6_STEP_COUNT } from '../../onboarding.constants';
import { ONBOARDING_MESSAGES as M } from '../../onboarding.messages';
import { selectCarouselStep, selectOnboardingDialog } from '../../state/onboarding.selectors';
import {
  carouselExited,
  carouselLearnMorePressed,
  carouselNextPressed,
  carouselSkipped,
  carouselStepChanged,
} from '../../state/onboarding.slice';
import { AnnouncementAnimation } from '../AnnouncementAnimation';
import { Buttons, Stage, Step } from './Version6Carousel.styles';

/**
 * The version 6.0 announcement: a full-screen centred modal with four steps, 'Next' on steps 0
 * to 2, 'Learn More' (release notes, new tab) and 'Skip' on step 3. The mask does not close it;
 * its close button (and Escape) counts as 'Exit'. Shown by the sequence after sign-in.
 */
export function Version6Carousel() {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOnboardingDialog) === 'version6';
  const step = useSelector(selectCarouselStep);
  const isLast = step === VERSION6_STEP_COUNT - 1;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) dispatch(carouselExited());
      }}
      aria-label={M.version6Label}
      fullScreen
      isDismissable={false}
    >
      <Stage>
        <Carousel
          label={M.version6Label}
          step={step}
          onStepChange={(next) => dispatch(carouselStepChanged({ step: next }))}
          steps={M.version6Steps.map((content, index) => (
            <Step key={content.title}>
              <AnnouncementAnimation scene="platform" step={index} widthPx={VERSION6_ANIMATION_WIDTH_PX} />
              <h2>{content.title}</h2>
              <p>{content.text}</p>
            </Step>
          ))}
          footer={
            <Buttons>
              {isLast ? (
                <>
                  <Button onPress={() => dispatch(carouselSkipped())}>{M.skip}</Button>
                  <Button variant="primary" onPress={() => dispatch(carouselLearnMorePressed())}>
                    {M.learnMore}
                  </Button>
                </>
              ) : (
                <Button variant="primary" onPress={() => dispatch(carouselNextPressed())}>
                  {M.next}
                </Button>
              )}
            </Buttons>
          }
        />
      </Stage>
    </Modal>
  );
}
