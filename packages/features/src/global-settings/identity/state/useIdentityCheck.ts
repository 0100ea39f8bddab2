import { useCallback, useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectIdentityCheck } from './identityChecks.selectors';
import { identityCheckCleared, identityCheckRequested, type IdentityCheckKind, type IdentityCheckKinds, type IdentityCheckRequest } from './identityChecks.slice';

/** An editor's view of its check: idle, running, the answer of its kind, or why it could not run. */
export type CheckView<K extends IdentityCheckKind> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: IdentityCheckKinds[K]['result'] }
  | { status: 'failed'; message: string };

/**
 * One check of `kind` owned by the calling component (its key is the component's id): `run` starts
 * it (stopping one still running), `clear` forgets it; it is cleared when the component unmounts.
 */
export function useIdentityCheck<K extends IdentityCheckKind>(kind: K) {
  const key = useId();
  const dispatch = useDispatch();
  const check = useSelector((state: Parameters<typeof selectIdentityCheck>[0]) => selectIdentityCheck(state, key));
  const run = useCallback(
    (request: IdentityCheckKinds[K]['request']) => {
      // A generic kind does not narrow the union; the signature keeps kind and request together.
      dispatch(identityCheckRequested({ key, check: { kind, request } as IdentityCheckRequest }));
    },
    [dispatch, key, kind],
  );
  const clear = useCallback(() => {
    dispatch(identityCheckCleared(key));
  }, [dispatch, key]);
  useEffect(() => clear, [clear]);

  let view: CheckView<K>;
  if (!check) view = { status: 'idle' };
  else if (check.status === 'done') view = { status: 'done', result: check.outcome.result };
  else view = check;
  return { check: view, run, clear };
}
