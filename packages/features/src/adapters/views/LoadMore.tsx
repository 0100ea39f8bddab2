import { Button } from '@vigil/ui';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';

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
