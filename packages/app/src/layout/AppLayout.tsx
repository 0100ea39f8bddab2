import { Outlet } from 'react-router-dom';
import { Frame, Main, TopBar } from './AppLayout.styles';

/** The console's frame: top bar and the routed page. The full shell comes with the shell feature. */
export function AppLayout() {
  return (
    <Frame>
      <TopBar>Vigil</TopBar>
      <Main id="main-content">
        <Outlet />
      </Main>
    </Frame>
  );
}
