import { useEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Autocomplete, EmptyState, Icon, Modal, SearchField, Spinner } from '@vigil/ui';
import { FeatureGate } from '../../../store/FeatureGate';
import { selectSearchOpen, selectSearchValue } from '../../../topbar/state/topbar.selectors';
import { searchChanged, searchClosed, searchSubmitted, type TopbarState } from '../../../topbar/state/topbar.slice';
import { searchFeatures } from '../../search.feature';
import { assetPath } from '../../search.constants';
import { SEARCH_MESSAGES as M } from '../../search.messages';
import { selectSearchView } from '../../state/search.selectors';
import { assetOpened, globalSearchShown } from '../../state/search.slice';
import { Centered, FieldBar, SearchLayout } from './GlobalSearchModal.styles';
import { RecentItems } from './RecentItems';
import { SearchResults } from './SearchResults';

/** Opens an asset: its page (unless already there), the modal closed, the asset recorded as viewed. */
function useOpenAsset() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (entityType: string, assetId: string) => {
    const target = assetPath(entityType, assetId);
    // Opening the asset already shown is no navigation (spec 001 section 8 ignores the duplicate).
    if (pathname !== target) void navigate(target);
    dispatch(assetOpened({ entityType, assetId }));
  };
}

/** The modal's content, mounted at each opening. */
function GlobalSearchContent({ close }: { close: () => void }) {
  const dispatch = useDispatch();
  const store = useStore<{ topbar: TopbarState }>();
  const value = useSelector(selectSearchValue);
  const view = useSelector(selectSearchView);
  const openAsset = useOpenAsset();
  const layoutRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The value the top bar's field holds when the modal opens is searched at once (or shown again).
    dispatch(globalSearchShown(selectSearchValue(store.getState())));
  }, [dispatch, store]);

  return (
    <SearchLayout
      ref={layoutRef}
      onKeyDownCapture={(event) => {
        // Escape closes the modal at once, also while the field holds text (the field alone would clear it).
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <Autocomplete
        inputValue={value}
        onInputChange={(next) => {
          dispatch(searchChanged(next));
        }}
      >
        <FieldBar>
          <SearchField
            label={M.field}
            isLabelHidden
            placeholder={M.field}
            autoFocus
            onSubmit={(submitted) => {
              // With results shown, Enter is the list's: it opens the result in focus.
              if (view !== 'results') dispatch(searchSubmitted(submitted.trim()));
            }}
          />
        </FieldBar>
        {view === 'results' && (
          <SearchResults
            onOpen={(item) => {
              openAsset(item.entity_type, item.id);
            }}
          />
        )}
      </Autocomplete>
      {view === 'empty' && (
        <>
          <EmptyState icon={<Icon name="search" size={32} />} title={M.startSearching} description={M.startSearchingHint} />
          <RecentItems
            onOpen={(asset) => {
              openAsset(asset.entity_type, asset.asset_id);
            }}
            onSearch={(searched) => {
              dispatch(searchChanged(searched.value));
              layoutRef.current?.querySelector('input')?.focus();
            }}
          />
        </>
      )}
      {view === 'loading' && (
        <Centered>
          <Spinner size="lg" label={M.loading} />
        </Centered>
      )}
      {view === 'no-results' && <EmptyState icon={<Icon name="search" size={32} />} title={M.noResults} description={M.noResultsHint} />}
      {view === 'error' && <EmptyState icon={<Icon name="warning" size={32} />} title={M.error} description={M.errorHint} />}
    </SearchLayout>
  );
}

/**
 * The global search modal (600 by 572 px), open while the top bar says so: it injects the search
 * state and saga the first time (the top bar loads this lazily), then searches as the user types.
 */
export function GlobalSearchModal() {
  const dispatch = useDispatch();
  const open = useSelector(selectSearchOpen);
  return (
    <FeatureGate features={searchFeatures}>
      <Modal
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) dispatch(searchClosed());
        }}
        title={M.title}
        size="search"
      >
        {({ close }) => <GlobalSearchContent close={close} />}
      </Modal>
    </FeatureGate>
  );
}
