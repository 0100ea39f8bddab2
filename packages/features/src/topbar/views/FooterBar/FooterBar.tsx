import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectEnvironment, selectEnvironmentStatus } from '../../state/topbar.selectors';
import { environmentRequested } from '../../state/topbar.slice';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { Footer } from './FooterBar.styles';

/**
 * The footer bar: the environment message on its configured background, the text black or white
 * for contrast; nothing while there is no message.
 */
export function FooterBar() {
  const dispatch = useDispatch();
  const status = useSelector(selectEnvironmentStatus);
  const environment = useSelector(selectEnvironment);

  useEffect(() => {
    if (status === 'idle') dispatch(environmentRequested());
  }, [dispatch, status]);

  if (!environment?.name) return null;
  return (
    <Footer aria-label={M.footer} $background={environment.background_color}>
      {environment.name}
    </Footer>
  );
}
