import { Fragment, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Spinner } from '@vigil/ui';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import type { OperationsSection, OperationsValues } from '../../api/operations.api';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { selectSection } from '../../state/operations.selectors';
import { sectionRequested } from '../../state/operations.slice';
import { Loading, Stack } from './SectionFrame.styles';

export interface SectionFrameProps<K extends OperationsSection> {
  section: K;
  /** The form, given the loaded config and whether the user may change it. */
  children: (value: OperationsValues[K], canUpdate: boolean) => ReactNode;
}

/** Loads a tab's config once and frames its form: loading, failure with Try again, read-only, and the last save's outcome. */
export function SectionFrame<K extends OperationsSection>({ section, children }: SectionFrameProps<K>) {
  const dispatch = useDispatch();
  const state = useSelector(selectSection(section));
  const canUpdate = useSelector(selectCanUpdateSettings);

  useEffect(() => {
    if (state.status === 'idle') dispatch(sectionRequested(section));
  }, [dispatch, section, state.status]);

  if (state.status === 'failed') {
    return (
      <Stack>
        <Alert tone="error" action={<Button onPress={() => dispatch(sectionRequested(section))}>{M.retry}</Button>}>
          {`${M.loadFailed} ${state.error ?? ''}`}
        </Alert>
      </Stack>
    );
  }
  if (state.status !== 'loaded' || state.value === null) {
    return (
      <Stack>
        <Loading role="status">
          <Spinner size="sm" />
          <span>{M.loading}</span>
        </Loading>
      </Stack>
    );
  }
  return (
    <Stack>
      {!canUpdate && <Alert tone="info">{M.readOnly}</Alert>}
      {state.saveError !== null && <Alert tone="error">{`${M.saveFailed} ${state.saveError}`}</Alert>}
      {state.saved && (
        <div role="status">
          <Alert tone="success">{M.saved}</Alert>
        </div>
      )}
      {/* What the server stored (loaded or saved) starts the form afresh: a new value remounts it. */}
      <Fragment key={JSON.stringify(state.value)}>{children(state.value, canUpdate)}</Fragment>
    </Stack>
  );
}
