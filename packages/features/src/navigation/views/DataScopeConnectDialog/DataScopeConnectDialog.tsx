import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '@vigil/ui';
import { useLastValue } from '../../../session/views/useLastValue';
import { NAVIGATION_MESSAGES as M } from '../../navigation.messages';
import { selectPendingDataScope, selectSwitchingIdentity } from '../../state/navigation.selectors';
import { dataScopeConnectCancelled, dataScopeConnectConfirmed } from '../../state/navigation.slice';

/** The confirmation Connect As asks before connecting to a data scope; busy while the switch runs. */
export function DataScopeConnectDialog() {
  const dispatch = useDispatch();
  const pending = useSelector(selectPendingDataScope);
  const switching = useSelector(selectSwitchingIdentity);
  const shown = useLastValue(pending);
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      title={M.connectTitle}
      confirmLabel={M.connectConfirm}
      isConfirming={switching}
      onConfirm={() => dispatch(dataScopeConnectConfirmed())}
      onCancel={() => dispatch(dataScopeConnectCancelled())}
    >
      {shown ? M.connectBody(shown.name) : null}
    </ConfirmDialog>
  );
}
