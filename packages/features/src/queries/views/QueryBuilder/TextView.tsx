import { parseQueryText, printQueryText, type QueryFilter, type QueryTextError } from '@vigil/openapi';
import { Button, Icon, TextField } from '@vigil/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { ProblemList, TextActions, TextViewBox } from './QueryBuilder.styles';

/** The text view's state: the text, whether it differs from the filter's own, and the last fault. */
export interface TextState {
  text: string;
  /** The text no longer is the filter's: it was edited and not applied yet. */
  edited: boolean;
  error: QueryTextError | undefined;
}

export interface TextViewModel {
  state: TextState;
  setText: (text: string) => void;
  /** Parses the text and hands the filter on; false (and the fault shown) when it does not parse. */
  apply: () => boolean;
  /** Bumped when a fault should take the caret (each failed apply). */
  faultSeq: number;
}

/**
 * The text form of the filter: `printQueryText` of the filter while not edited, the user's text
 * once edited; applying parses it with `parseQueryText` and hands the tree to `onChange`.
 */
export function useTextView(filter: QueryFilter, onChange: (filter: QueryFilter) => void): TextViewModel {
  const [state, setState] = useState<TextState>(() => ({ text: printQueryText(filter), edited: false, error: undefined }));
  const [shown, setShown] = useState(filter);
  const [faultSeq, setFaultSeq] = useState(0);
  // A new filter from outside (the tree, a saved version) rewrites a text the user has not touched.
  if (shown !== filter) {
    setShown(filter);
    if (!state.edited) setState({ text: printQueryText(filter), edited: false, error: undefined });
  }

  const setText = useCallback((text: string) => {
    setState({ text, edited: true, error: undefined });
  }, []);

  const apply = useCallback((): boolean => {
    if (!state.edited) return true;
    const result = parseQueryText(state.text);
    if (!result.ok) {
      setState((current) => ({ ...current, error: result.error }));
      setFaultSeq((seq) => seq + 1);
      return false;
    }
    setState({ text: printQueryText(result.filter), edited: false, error: undefined });
    onChange(result.filter);
    return true;
  }, [onChange, state]);

  return { state, setText, apply, faultSeq };
}

export interface TextViewProps {
  model: TextViewModel;
  readOnly: boolean;
  /** The filter's problems, each with the node it is on ('condition 2: …'). */
  problems: readonly string[];
}

/** The filter as one editable text, with Apply (or Ctrl+Enter); a fault shows its message and takes the caret to its column. */
export function TextView({ model, readOnly, problems }: TextViewProps) {
  const { state, setText, apply, faultSeq } = model;
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const error = state.error;
    const area = boxRef.current?.querySelector('textarea');
    if (faultSeq === 0 || !error || !area) return;
    // The caret at the fault's 1-based column (UTF-16 units, as the selection counts).
    const at = Math.min(Math.max(error.column - 1, 0), area.value.length);
    area.focus();
    area.setSelectionRange(at, at);
  }, [faultSeq, state.error]);

  return (
    <TextViewBox ref={boxRef}>
      <TextField
        label={M.textLabel}
        description={readOnly ? undefined : M.textHint}
        isMultiline
        rows={4}
        value={state.text}
        onChange={setText}
        isReadOnly={readOnly}
        isInvalid={state.error !== undefined}
        errorMessage={
          state.error && (
            <>
              <span>{state.error.message}</span>
              {/* The parser names the column in its own messages; the spec's sentences do not. */}
              {!state.error.message.includes('column') && <span> {M.atColumn(state.error.column)}</span>}
            </>
          )
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            apply();
          }
        }}
      />
      {!readOnly && (
        <TextActions>
          <Button
            variant="primary"
            size="sm"
            isDisabled={!state.edited}
            onPress={() => {
              apply();
            }}
          >
            {M.apply}
          </Button>
        </TextActions>
      )}
      {!state.edited && problems.length > 0 && (
        <ProblemList aria-label={M.textProblems}>
          {problems.map((problem) => (
            <li key={problem}>
              <Icon name="error" size={14} />
              {problem}
            </li>
          ))}
        </ProblemList>
      )}
    </TextViewBox>
  );
}
