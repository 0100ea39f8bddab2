import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@vigil/ui';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';
import { viewClosed, viewOpened, type FollowingView } from '../state/adapters.slice';

/** Load more under a cursor-paged list, while the server has a next page. */
export function LoadMore({ nextCursor, loading, onPress }: { nextCursor: string | null; loading: boolean; onPress: () => void }) {
  if (nextCursor === null) return null;
  return (
    <div>
      <Button isLoading={loading} onPress={onPress}>
        {M.loadMore}
      </Button>
    </div>
  );
}

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
