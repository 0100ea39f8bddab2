import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EmptyState, Icon, Modal, SearchField } from '@vigil/ui';
import { selectSearchOpen, selectSearchValue } from '../../state/topbar.selectors';
import { searchCleared, searchClosed, searchOpened, searchSubmitted } from '../../state/topbar.slice';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { isSearchShortcut, shortcutHint, type ShortcutPlatform } from './platform';
import { SearchBody, SearchSlot } from './TopBar.styles';

/**
 * The top bar's read-only search field: a click, Enter or Space on it, or the shortcut anywhere,
 * opens the global search; its clear button resets the search value.
 */
export function TopBarSearch({ platform }: { platform: ShortcutPlatform }) {
  const dispatch = useDispatch();
  const value = useSelector(selectSearchValue);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, platform)) return;
      // Ctrl+Y and Cmd+K have browser meanings (redo, the address bar): the shortcut wins here.
      event.preventDefault();
      dispatch(searchOpened());
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [dispatch, platform]);

  return (
    <SearchSlot>
      <SearchField
        label={M.search}
        isLabelHidden
        placeholder={M.searchPlaceholder}
        value={value}
        shortcutHint={shortcutHint(platform)}
        onActivate={() => dispatch(searchOpened())}
        onClear={() => dispatch(searchCleared())}
      />
      <SearchDialog />
    </SearchSlot>
  );
}

/**
 * Stands in for the global search modal (a later issue): its empty state, and a field whose
 * Enter sets the search value and closes the modal.
 */
function SearchDialog() {
  const dispatch = useDispatch();
  const open = useSelector(selectSearchOpen);
  const value = useSelector(selectSearchValue);
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dispatch(searchClosed());
      }}
      title={M.search}
      size="search"
    >
      <SearchBody>
        <SearchField
          label={M.searchPlaceholder}
          isLabelHidden
          placeholder={M.searchPlaceholder}
          defaultValue={value}
          autoFocus
          onSubmit={(submitted) => dispatch(searchSubmitted(submitted.trim()))}
        />
        <EmptyState icon={<Icon name="search" size={32} />} title={M.startSearching} description={M.startSearchingHint} />
      </SearchBody>
    </Modal>
  );
}
