import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Box, CodeError, CodeGroup, CodeLabel, CodeRoot, Description } from './CodeInput.styles';

/** Digits of an e-mailed verification code (spec: '2FA code length 6'). */
export const CODE_INPUT_DEFAULT_LENGTH = 6;

/**
 * The digits of `text`, at most `length` of them: what a paste leaves (spec: 'paste takes
 * the first 6 characters'). Separators such as spaces or dashes in a pasted code are dropped.
 */
export function sanitizeCode(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The code after the box at `index` received `inserted` digits. Codes have no gaps, so a
 * digit typed past the end lands in the first empty box. Returns the code and the box to
 * focus next.
 */
export function insertDigits(code: string, index: number, inserted: string, length: number) {
  const at = Math.min(index, code.length);
  const next = (code.slice(0, at) + inserted + code.slice(at + inserted.length)).slice(0, length);
  return { code: next, focusIndex: Math.min(at + inserted.length, length - 1) };
}

/** The code after Backspace in the box at `index`: clears its digit, or the previous box's when empty. */
export function deleteBackward(code: string, index: number) {
  if (index < code.length) return { code: code.slice(0, index) + code.slice(index + 1), focusIndex: index };
  const previous = Math.max(0, Math.min(index, code.length) - 1);
  return { code: code.slice(0, previous) + code.slice(previous + 1), focusIndex: previous };
}

/** What the browser put in a box holding `previous`: the newly typed digits. */
function typedDigits(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '');
  // One digit typed beside the one already there (caret not on it): keep the new one.
  if (previous !== '' && digits.length === 2 && (raw.startsWith(previous) || raw.endsWith(previous))) {
    return raw.startsWith(previous) ? (digits[1] ?? '') : (digits[0] ?? '');
  }
  return digits;
}

export interface CodeInputProps {
  /** Names the group of boxes; shown above them unless `isLabelHidden`. */
  label: string;
  /**
   * Keeps the label for assistive technology only.
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * Number of digits.
   * @default 6
   */
  length?: number;
  /** The code (controlled): digits only, no gaps. */
  value?: string;
  /**
   * The starting code (uncontrolled).
   * @default ''
   */
  defaultValue?: string;
  /** Called with the code whenever the user changes a digit. */
  onChange?: (code: string) => void;
  /** Called with the code when the user's input fills every box. */
  onComplete?: (code: string) => void;
  /**
   * Locks every box, e.g. after too many attempts.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Marks the code as wrong: red boxes and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /** Shown under the boxes while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Help text under the boxes. */
  description?: ReactNode;
  /**
   * Focuses the first empty box on mount.
   * @default false
   */
  autoFocus?: boolean;
  /** Submits the code in a form under this name. */
  name?: string;
}

/**
 * One box per digit of a verification code: typing moves on, Backspace goes back, arrows
 * move, a paste fills the boxes, and only digits are accepted.
 */
export function CodeInput({
  label,
  isLabelHidden = false,
  length = CODE_INPUT_DEFAULT_LENGTH,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isDisabled = false,
  isInvalid = false,
  errorMessage,
  description,
  autoFocus = false,
  name,
}: CodeInputProps) {
  const [codeState, setCodeState] = useState(() => sanitizeCode(defaultValue, length));
  const code = value !== undefined ? sanitizeCode(value, length) : codeState;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The code as the latest handler left it, ahead of the next render, so focus moves right away.
  const latestCode = useRef(code);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const activeIndex = Math.min(code.length, length - 1);

  useLayoutEffect(() => {
    latestCode.current = code;
  }, [code]);

  useEffect(() => {
    if (autoFocus) boxes.current[Math.min(latestCode.current.length, length - 1)]?.focus();
    // Only on mount, like the autofocus attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (next: string, focusIndex: number) => {
    const previous = latestCode.current;
    latestCode.current = next;
    if (next !== previous) {
      setCodeState(next);
      onChange?.(next);
      if (next.length === length) onComplete?.(next);
    }
    boxes.current[focusIndex]?.focus();
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const current = latestCode.current;
    const raw = event.target.value;
    if (raw === '') {
      const result = deleteBackward(current, index);
      commit(result.code, index < current.length ? index : result.focusIndex);
      return;
    }
    const inserted = typedDigits(raw, current[index] ?? '');
    if (inserted === '') return;
    const result = insertDigits(current, index, inserted, length);
    commit(result.code, result.focusIndex);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const current = latestCode.current;
    const last = Math.min(current.length, length - 1);
    const move = (to: number) => {
      event.preventDefault();
      boxes.current[Math.max(0, Math.min(to, last))]?.focus();
    };
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const result = deleteBackward(current, index);
        commit(result.code, result.focusIndex);
        break;
      }
      case 'Delete':
        event.preventDefault();
        if (index < current.length) commit(current.slice(0, index) + current.slice(index + 1), index);
        break;
      case 'ArrowLeft':
        move(index - 1);
        break;
      case 'ArrowRight':
        move(index + 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(last);
        break;
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = sanitizeCode(event.clipboardData.getData('text'), length);
    // A paste is a whole code: it replaces what was there, from the first box.
    if (pasted !== '') commit(pasted, Math.min(pasted.length, length - 1));
  };

  const handleFocus = (index: number) => (event: FocusEvent<HTMLInputElement>) => {
    const reachable = Math.min(latestCode.current.length, length - 1);
    if (index > reachable) {
      boxes.current[reachable]?.focus();
      return;
    }
    event.currentTarget.select();
  };

  const describedBy = [description !== undefined ? descriptionId : '', isInvalid && errorMessage !== undefined ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <CodeRoot>
      {!isLabelHidden && <CodeLabel id={labelId}>{label}</CodeLabel>}
      <CodeGroup
        aria-labelledby={isLabelHidden ? undefined : labelId}
        aria-label={isLabelHidden ? label : undefined}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
      >
        {Array.from({ length }, (_, index) => (
            <Box
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Digit ${index + 1} of ${length}`}
              aria-invalid={isInvalid || undefined}
              aria-describedby={describedBy || undefined}
              disabled={isDisabled}
              tabIndex={index === activeIndex ? 0 : -1}
              value={code[index] ?? ''}
              onChange={handleChange(index)}
              onKeyDown={handleKeyDown(index)}
              onPaste={handlePaste}
              onFocus={handleFocus(index)}
            />
        ))}
      </CodeGroup>
      {description !== undefined && <Description id={descriptionId}>{description}</Description>}
      {isInvalid && errorMessage !== undefined && <CodeError id={errorId}>{errorMessage}</CodeError>}
      {name !== undefined && <input type="hidden" name={name} value={code} />}
    </CodeRoot>
  );
}
