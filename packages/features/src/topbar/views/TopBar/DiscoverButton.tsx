import { useDispatch, useSelector } from 'react-redux';
import type { DiscoveryLifecycleStatus } from '@vigil/openapi';
import { Button, ConfirmDialog } from '@vigil/ui';
import { useLastValue } from '../../../session/views/useLastValue';
import { selectDiscoveryConfirmation, selectDiscoveryStatus, selectTopbarAccess } from '../../state/topbar.selectors';
import {
  discoverNowClicked,
  discoveryConfirmationDismissed,
  discoveryStartConfirmed,
  discoveryStopConfirmed,
} from '../../state/topbar.slice';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';

const LABELS: Record<DiscoveryLifecycleStatus, string> = {
  done: M.discoverNow,
  starting: M.initiating,
  running: M.stopDiscovery,
  stopping: M.stopping,
};

/** Discover Now / Stop Discovery, with its confirmation (530 by 230). */
export function DiscoverButton() {
  const dispatch = useDispatch();
  const status = useSelector(selectDiscoveryStatus);
  const confirmation = useSelector(selectDiscoveryConfirmation);
  // The modal keeps its texts while it closes.
  const shown = useLastValue(confirmation);
  const { canRunDiscovery } = useSelector(selectTopbarAccess);
  const changing = status === 'starting' || status === 'stopping';
  const asksToStop = shown === 'stop';

  return (
    <>
      <Button
        variant={status === 'running' ? 'secondary' : 'primary'}
        isDisabled={!canRunDiscovery || changing}
        onPress={() => dispatch(discoverNowClicked())}
      >
        {LABELS[status ?? 'done']}
      </Button>
      <ConfirmDialog
        isOpen={confirmation !== null}
        size="discover"
        title={asksToStop ? M.stopTitle : M.startTitle}
        confirmLabel={asksToStop ? M.stopConfirm : M.startConfirm}
        cancelLabel={M.cancel}
        tone={asksToStop ? 'danger' : 'primary'}
        onConfirm={() => dispatch(asksToStop ? discoveryStopConfirmed() : discoveryStartConfirmed())}
        onCancel={() => dispatch(discoveryConfirmationDismissed())}
      >
        {asksToStop ? M.stopBody : M.startBody}
      </ConfirmDialog>
    </>
  );
}
