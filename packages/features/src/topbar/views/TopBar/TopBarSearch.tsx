import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { SearchField } from '@vigil/ui';
import { selectSearchOpen, selectSearchValue } from '../../state/topbar.selectors';
import { searchCleared, searchOpened } from '../../state/topbar.slice';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { isSearchShortcut, shortcutHint, type ShortcutPlatform } from './platform';
import { SearchSlot } from './TopBar.styles';

// Its own chunk, with the search state and saga: the shell's first load does not carry it.
const GlobalSearchModal = lazy(async () => ({ default: (await import('../../../search/views/GlobalSearchModal')).GlobalSearchModal }));

/**
 * The top bar's read-only search field: a click, Enter or Space on it, or the shortcut anywhere,
 * opens the global search; its clear button resets the search value.
 */
export function TopBarSearch({ platform }: { platform: ShortcutPlatform }) {
  const dispatch = useDispatch();
  const value = useSelector(selectSearchValue);
  const open = useSelector(selectSearchOpen);
  // The modal loads the first time it opens and stays mounted after, so it can close with its animation.
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);

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
      {loaded && (
        <Suspense fallback={null}>
          <GlobalSearchModal />
        </Suspense>
      )}
    </SearchSlot>
  );
}
