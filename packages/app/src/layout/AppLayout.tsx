import { useDispatch, useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { logoutRequested, selectIsLoggingOut } from '@vigil/features';
import { Button } from '@vigil/ui';
import { Frame, Main, Product, TopBar } from './AppLayout.styles';

/** The console's frame: top bar and the routed page. The full shell (sidebar, user menu) comes with the shell feature. */
export function AppLayout() {
  const dispatch = useDispatch();
  const loggingOut = useSelector(selectIsLoggingOut);
  return (
    <Frame>
      <TopBar>
        <Product>Vigil</Product>
        <Button size="sm" isLoading={loggingOut} onPress={() => dispatch(logoutRequested())}>
          Logout
        </Button>
      </TopBar>
      <Main id="main-content">
        <Outlet />
      </Main>
    </Frame>
  );
}
