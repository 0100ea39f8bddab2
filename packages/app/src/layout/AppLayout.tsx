import { useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import {
  FooterBar,
  NavigationSidebar,
  OnboardingDialogs,
  ShellBanners,
  TopBar,
  selectCurrentWorkspace,
} from '@vigil/features';
import { MAIN_CONTENT_ID, SkipLink } from '@vigil/ui';
import { Column, Frame, Main } from './AppLayout.styles';
import { useIdlePreload } from './idlePreload';
import { useKeysScrollTheColumn } from './keyboardScroll';
import { useScrollPaddingBelowTopBar } from './scrollPadding';
import { SignedInRoutes } from './SignedInRoutes';

export { preloadScreenAt } from './SignedInRoutes';

/** The path whose page hides the banner overlay (spec 000 section 2). */
export const ADMINISTRATION_PATH = '/administration';

/**
 * The signed-in console: the skip link first, the sidebar on the left; beside it the banners,
 * the top bar, the routed page and the environment footer; the onboarding dialogs over everything.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const workspace = useSelector(selectCurrentWorkspace);
  useIdlePreload();
  const column = useRef<HTMLDivElement>(null);
  useScrollPaddingBelowTopBar(column);
  useKeysScrollTheColumn(column);
  return (
    <Frame>
      <SkipLink />
      <NavigationSidebar />
      <Column ref={column}>
        <ShellBanners isHidden={pathname === ADMINISTRATION_PATH} />
        <TopBar workspaceName={workspace && !workspace.is_global ? workspace.name : undefined} />
        <Main id={MAIN_CONTENT_ID}>
          <SignedInRoutes />
        </Main>
        <FooterBar />
      </Column>
      <OnboardingDialogs />
    </Frame>
  );
}
