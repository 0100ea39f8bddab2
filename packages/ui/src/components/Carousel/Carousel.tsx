import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { CarouselRoot, Dot, Dots, Footer, StepPanel, StepTabs } from './Carousel.styles';

/** The accessible name of a step's dot: 'Step 2 of 4' for index 1 of four steps. */
export function carouselStepLabel(index: number, total: number): string {
  return `Step ${index + 1} of ${total}`;
}

// Arrow keys in these keep their own meaning (moving a caret, a slider, a selection).
const OWN_ARROW_KEYS_SELECTOR =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"], [role="listbox"], [role="grid"], [role="menu"], [role="radiogroup"]';

export interface CarouselProps {
  /** Accessible name of the carousel, such as the announcement's title. */
  label: string;
  /** The content of each step, in order. */
  steps: readonly ReactNode[];
  /** The step shown, from 0; the caller owns it (controlled). Out-of-range values are clamped. */
  step: number;
  /** Called with the new step index when the user picks a dot or presses an arrow key. */
  onStepChange: (step: number) => void;
  /** The caller's buttons under the content ('Next', or 'Learn More' and 'Skip' on the last step). */
  footer?: ReactNode;
  /**
   * Accessible name of the row of step dots.
   * @default 'Steps'
   */
  stepsLabel?: string;
}

/**
 * Steps through a short sequence of content one step at a time, with a row of step dots above
 * it and a footer for the caller's buttons below. Left and right arrows move between steps wherever focus
 * is inside it; the ends do not wrap.
 */
export function Carousel({ label, steps, step, onStepChange, footer, stepsLabel = 'Steps' }: CarouselProps) {
  const { direction } = useLocale();
  const rootRef = useRef<HTMLElement>(null);
  const dotRefs = useRef<(HTMLDivElement | null)[]>([]);
  // Set when an arrow key pressed inside the panel changes the step: the old panel unmounts,
  // so focus moves to the new one once the caller has rendered it.
  const refocusPanel = useRef(false);
  const total = steps.length;
  const current = Math.min(Math.max(0, Math.trunc(step)), Math.max(0, total - 1));

  // Captured above the dots so that arrows behave the same on the dots (where the tab list
  // would otherwise wrap around) as on the content and the footer.
  const handleKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.closest(OWN_ARROW_KEYS_SELECTOR)) return;
    event.preventDefault();
    event.stopPropagation();
    const forward = (event.key === 'ArrowRight') !== (direction === 'rtl');
    const next = current + (forward ? 1 : -1);
    if (next < 0 || next >= total) return;
    onStepChange(next);
    // Focus follows the selected dot, as in any tab list.
    if (target.getAttribute('role') === 'tab') dotRefs.current[next]?.focus();
    else if (target.closest('[role="tabpanel"]')) refocusPanel.current = true;
  };

  useEffect(() => {
    if (!refocusPanel.current) return;
    refocusPanel.current = false;
    rootRef.current?.querySelector<HTMLElement>('[role="tabpanel"]')?.focus();
  }, [current]);

  return (
    <CarouselRoot ref={rootRef} aria-roledescription="carousel" aria-label={label} onKeyDownCapture={handleKeyDownCapture}>
      <StepTabs
        selectedKey={current}
        onSelectionChange={(key) => {
          const next = Number(key);
          if (next !== current) onStepChange(next);
        }}
      >
        {/* The dots come first: a tab panel takes its id from a tab list rendered before it. */}
        <Dots aria-label={stepsLabel}>
          {steps.map((_, index) => (
            <Dot
              key={index}
              id={index}
              aria-label={carouselStepLabel(index, total)}
              ref={(element) => {
                dotRefs.current[index] = element;
              }}
            />
          ))}
        </Dots>
        {steps.map((content, index) => (
          <StepPanel key={index} id={index} aria-live="polite">
            {content}
          </StepPanel>
        ))}
        {footer != null && <Footer>{footer}</Footer>}
      </StepTabs>
    </CarouselRoot>
  );
}
