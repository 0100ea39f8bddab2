import { Fragment } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SearchResultItem } from '@vigil/openapi';
import { ListBox, ListBoxItem, ListBoxLoadMore, ListBoxSection } from '@vigil/ui';
import { SEARCH_MESSAGES as M } from '../../search.messages';
import { selectSearchPaging, selectSearchQuery, selectSearchResultGroups } from '../../state/search.selectors';
import { moreResultsRequested } from '../../state/search.slice';
import { Mark, ResultMeta } from './GlobalSearchModal.styles';
import { adapterName, highlightParts } from './highlight';

/** The key of a result among all the list's options. */
export const resultKey = (item: Pick<SearchResultItem, 'entity_type' | 'id'>) => `${item.entity_type}/${item.id}`;

function Highlighted({ value, query }: { value: string; query: string }) {
  return highlightParts(value, query).map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : <Fragment key={index}>{part.text}</Fragment>));
}

/** What a result shows under its name: its entity, the field that matched (the match marked), its adapters. */
function ResultDescription({ item, query }: { item: SearchResultItem; query: string }) {
  const matched = item.matched_fields[0];
  return (
    <>
      <ResultMeta>
        {M.entityName(item.entity_type)}
        {matched && (
          <>
            {' · '}
            {matched.title}: <Highlighted value={matched.value} query={query} />
          </>
        )}
      </ResultMeta>
      {item.adapters.length > 0 && (
        <ResultMeta>
          {M.adapters}: {item.adapters.map(adapterName).join(', ')}
        </ResultMeta>
      )}
    </>
  );
}

/** The results grouped by entity type with their counts; the next page loads when the end scrolls into view. */
export function SearchResults({ onOpen }: { onOpen: (item: SearchResultItem) => void }) {
  const dispatch = useDispatch();
  const groups = useSelector(selectSearchResultGroups);
  const query = useSelector(selectSearchQuery);
  const { hasMore, loadingMore } = useSelector(selectSearchPaging);
  const byKey = new Map(groups.flatMap((group) => group.items.map((item) => [resultKey(item), item] as const)));
  return (
    <ListBox
      aria-label={M.results}
      onAction={(key) => {
        const item = byKey.get(String(key));
        if (item) onOpen(item);
      }}
    >
      {groups.map((group) => (
        <ListBoxSection
          key={group.entityType}
          id={group.entityType}
          title={group.title}
          {...(group.count !== null ? { detail: group.count } : {})}
        >
          {group.items.map((item) => (
            <ListBoxItem
              key={resultKey(item)}
              id={resultKey(item)}
              textValue={item.name}
              label={<Highlighted value={item.name} query={query} />}
              description={<ResultDescription item={item} query={query} />}
            />
          ))}
        </ListBoxSection>
      ))}
      {hasMore && (
        <ListBoxLoadMore
          isLoading={loadingMore}
          label={M.loadingMore}
          onLoadMore={() => {
            dispatch(moreResultsRequested());
          }}
        />
      )}
    </ListBox>
  );
}
