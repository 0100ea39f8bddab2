import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RecentSearchedValue, RecentViewedAsset } from '@vigil/openapi';
import { Button, IconButton } from '@vigil/ui';
import { SEARCH_MESSAGES as M } from '../../search.messages';
import { selectRecentSearchItems } from '../../state/search.selectors';
import { recentRemoved } from '../../state/search.slice';
import { RecentHeading, RecentList, RecentLists, RecentRow } from './GlobalSearchModal.styles';

interface RecentSectionProps<T> {
  title: string;
  items: T[];
  text: (item: T) => string;
  onChoose: (item: T) => void;
}

function RecentSection<T extends { id: string }>({ title, items, text, onChoose }: RecentSectionProps<T>) {
  const dispatch = useDispatch();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <RecentHeading id={headingId}>{title}</RecentHeading>
      <RecentList>
        {items.map((item) => (
          <RecentRow key={item.id}>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                onChoose(item);
              }}
            >
              {text(item)}
            </Button>
            <IconButton icon="close" size="sm" aria-label={M.remove(text(item))} onPress={() => {
                dispatch(recentRemoved(item.id));
              }}
            />
          </RecentRow>
        ))}
      </RecentList>
    </section>
  );
}

export interface RecentItemsProps {
  onOpen: (asset: RecentViewedAsset) => void;
  onSearch: (value: RecentSearchedValue) => void;
}

/** The caller's recently viewed assets (opened again) and recently searched values (searched again), each removable. */
export function RecentItems({ onOpen, onSearch }: RecentItemsProps) {
  const { viewed, searched } = useSelector(selectRecentSearchItems);
  if (viewed.length === 0 && searched.length === 0) return null;
  return (
    <RecentLists>
      <RecentSection title={M.recentlyViewed} items={viewed} text={(asset) => asset.name} onChoose={onOpen} />
      <RecentSection title={M.recentlySearched} items={searched} text={(value) => value.value} onChoose={onSearch} />
    </RecentLists>
  );
}
