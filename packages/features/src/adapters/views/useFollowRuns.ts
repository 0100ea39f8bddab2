import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { viewClosed, viewOpened, type FollowingView } from '../state/adapters.slice';

/** While the calling view is mounted, a discovery run that ends refetches its data (the saga follows the top bar's lifecycle). */
export function useFollowRuns(view: FollowingView) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(viewOpened(view));
    return () => {
      dispatch(viewClosed(view));
    };
  }, [dispatch, view]);
}
