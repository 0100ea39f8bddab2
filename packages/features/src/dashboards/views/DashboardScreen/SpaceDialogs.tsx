import { useDispatch, useSelector } from 'react-redux';
import { Alert, ConfirmDialog } from '@vigil/ui';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { selectDashboardDialog, selectOpenCharts, selectOpenSpace } from '../../state/dashboards.selectors';
import { chartDeleteConfirmed, dialogClosed, refreshConfirmed, spaceDeleteConfirmed } from '../../state/dashboard.slice';

/**
 * The space page's dialogs, one at a time from the `dialog` state: the refresh and delete
 * confirmations here; the others are the other helpers' dialogs (see below).
 */
export function SpaceDialogs() {
  const dispatch = useDispatch();
  const { dialog, busy, error } = useSelector(selectDashboardDialog);
  const space = useSelector(selectOpenSpace);
  const charts = useSelector(selectOpenCharts);
  const close = () => dispatch(dialogClosed());
  const failure = error ? <Alert tone="error" title={error} /> : null;

  switch (dialog?.kind) {
    case 'refresh':
      return (
        <ConfirmDialog isOpen title={M.refreshTitle} confirmLabel={M.refreshConfirm} isConfirming={busy} onConfirm={() => dispatch(refreshConfirmed())} onCancel={close}>
          <p>{M.refreshText}</p>
          {failure}
        </ConfirmDialog>
      );
    case 'deleteSpace':
      return (
        <ConfirmDialog
          isOpen
          tone="danger"
          title={M.deleteSpaceTitle(space?.name ?? '')}
          confirmLabel={M.deleteConfirm}
          isConfirming={busy}
          onConfirm={() => dispatch(spaceDeleteConfirmed())}
          onCancel={close}
        >
          <p>{M.deleteSpaceText}</p>
          {failure}
        </ConfirmDialog>
      );
    case 'deleteChart': {
      const chart = charts.find((item) => item.id === dialog.chartId);
      return (
        <ConfirmDialog
          isOpen
          tone="danger"
          title={M.deleteChartTitle(chart?.name ?? '')}
          confirmLabel={M.deleteConfirm}
          isConfirming={busy}
          onConfirm={() => dispatch(chartDeleteConfirmed())}
          onCancel={close}
        >
          <p>{M.deleteChartText}</p>
          {failure}
        </ConfirmDialog>
      );
    }
    // ==== WIRE THE OTHER HELPERS' DIALOGS HERE (main engineer, after merging) ====
    // 'wizard'    -> views/ChartWizard (chart: dialog.chartId's chart or null; onSubmit -> chartSaveSubmitted;
    //                isSaving: busy; serverProblems: problems of selectDashboardDialog)
    // 'share'     -> views/SharingDialog (spaceSharingSubmitted; error: the server's 400/403 sentence)
    // 'template'  -> views/TemplateChooser (templatesRequested, templateApplySubmitted)
    // 'import'    -> views/ImportDialog (importDryRunSubmitted, then importSubmitted with the query map)
    // 'create' | 'rename' | 'duplicate' -> views/SpaceFormModal (spaceCreateSubmitted, spaceRenameSubmitted, spaceDuplicateSubmitted)
    // 'moveChart' -> views/MoveChartDialog (chartMoveSubmitted; selectOtherSpaces)
    // 'filter'    -> views/SpaceFilterDialog (spaceFilterSubmitted with a filter, or null to clear)
    // Every one closes with dialogClosed().
    default:
      return null;
  }
}
