/** How long after an action its focus may still fall: a dialog closes after its exit animation. */
const FOCUS_LOST_WINDOW_MS = 1_500;

/**
 * Calls `fallback` once if focus falls to the page's body within the next moments: when what held
 * it leaves (a dialog that closes with its opener gone, a button that goes with the state it
 * changed). A check right after the action is too early, since dialogs close after their exit
 * animation; so it listens for focus leaving with nowhere to go, and checks once more at the end.
 * Returns a function that stops listening (it stops by itself after the window, or once called).
 */
export function onFocusLost(fallback: () => void, windowMs = FOCUS_LOST_WINDOW_MS): () => void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  const lost = () => document.activeElement === null || document.activeElement === document.body;
  const check = () => {
    if (!lost()) return;
    stop();
    fallback();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget) return;
    // Focus settles after the blur's own task (a restore may still come).
    clearTimeout(settle);
    settle = setTimeout(check);
  };
  const first = setTimeout(check);
  const end = setTimeout(check, windowMs);
  document.addEventListener('focusout', onFocusOut, true);
  function stop() {
    document.removeEventListener('focusout', onFocusOut, true);
    clearTimeout(settle);
    clearTimeout(first);
    clearTimeout(end);
  }
  return stop;
}
