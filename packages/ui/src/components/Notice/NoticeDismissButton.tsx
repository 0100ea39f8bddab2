/** The × button that dismisses a notice (Alert, Banner). */
import { StyledDismissButton, type DismissTint } from './Notice.styles';

export interface NoticeDismissButtonProps {
  /** The button's accessible name. */
  label: string;
  /** Called when the button is pressed. */
  onPress: () => void;
  /** How strongly hover and press tint the button. */
  tint: DismissTint;
}

/** A small square button with a cross, tinted on hover and press by the notice's text colour. */
export function NoticeDismissButton({ label, onPress, tint }: NoticeDismissButtonProps) {
  return (
    <StyledDismissButton aria-label={label} onPress={onPress} $tint={tint}>
      <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="m2.5 2.5 7 7M9.5 2.5l-7 7" />
      </svg>
    </StyledDismissButton>
  );
}
