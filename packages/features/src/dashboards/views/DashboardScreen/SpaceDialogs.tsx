import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Modal, Spinner } from '@vigil/ui';
import type { DataField } from '@vigil/openapi';
import { selectCanUpdateQueries } from '../../../queries/state/queries.selectors';
import { selectDataFields, selectFirstHistoricalDate } from '../../../topbar/state/topbar.selectors';
import { isSpaceEditable, SPACE_FILTER_ENTITY } from '../../dashboards.constants';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import {
  selectCanShareAllDataScopes,
  selectCanUpdateDashboards,
  selectDashboardDialog,
  selectDialogData,
  selectOpenCharts,
  selectOpenSpace,
  selectOtherSpaces,
  selectTemplates,
} from '../../state/dashboards.selectors';
import {
  chartDeleteConfirmed,
  chartMoveSubmitted,
  chartSaveSubmitted,
  dialogClosed,
  dialogDataRetryRequested,
  importDryRunSubmitted,
  importSubmitted,
  refreshConfirmed,
  resetConfirmed,
  spaceCreateSubmitted,
  spaceDeleteConfirmed,
  spaceDuplicateSubmitted,
  spaceFilterSubmitted,
  spaceRenameSubmitted,
  spaceSharingSubmitted,
  templateApplySubmitted,
  templatesRequested,
  type SpaceDialogKind,
} from '../../state/dashboard.slice';
import { ChartWizard } from '../ChartWizard';
import { ImportDialog, MoveChartDialog, SharingDialog, SpaceFilterDialog, SpaceFormModal, TemplateChooser } from '../dialogs.index';
import { DASHBOARD_DIALOGS_MESSAGES as D } from '../../dashboards.dialogs.messages';

/** The dialogs that wait for the other areas' data (saved queries, roles, data fields) before they show. */
const NEEDS_DATA = new Set<SpaceDialogKind>(['wizard', 'share', 'import', 'filter']);
const NO_FIELDS: Record<string, DataField[]> = {};

/** The fields every entity has (by name), the only ones a dashboard filter may name. */
export function commonFields(fields: Record<string, readonly DataField[]>): DataField[] {
  const [first, ...rest] = Object.values(fields);
  return (first ?? []).filter((field) => rest.every((other) => other.some((item) => item.name === field.name)));
}

/** While a dialog's data loads, or when it failed (with Retry). */
function DialogDataGate({ error, onRetry, onClose }: { error: string | null; onRetry: () => void; onClose: () => void }) {
  return (
    <Modal
      isOpen
      aria-label={error ?? M.dialogDataLoading}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      footer={
        error ? (
          <>
            <Button variant="secondary" onPress={onClose}>
              {D.close}
            </Button>
            <Button variant="primary" onPress={onRetry}>
              {M.retry}
            </Button>
          </>
        ) : undefined
      }
    >
      {error ? <Alert tone="error" title={error} /> : <Spinner label={M.dialogDataLoading} />}
    </Modal>
  );
}

/** The import: the file is kept here between its dry run and the import with the query map. */
function SpaceImport({ onClose, intoSpaceName }: { onClose: () => void; intoSpaceName?: string }) {
  const dispatch = useDispatch();
  const { busy, error, importPreview } = useSelector(selectDashboardDialog);
  const { queries } = useSelector(selectDialogData);
  const [file, setFile] = useState<{ archive: string; name: string } | null>(null);
  return (
    <ImportDialog
      isOpen
      onClose={onClose}
      step={importPreview ? 'map' : 'choose'}
      {...(file ? { fileName: file.name } : {})}
      dryRun={importPreview}
      availableQueries={queries}
      isWorking={busy}
      error={error}
      onFileChosen={(archive, name) => {
        setFile({ archive, name });
        dispatch(importDryRunSubmitted({ archive }));
      }}
      {...(intoSpaceName !== undefined ? { intoSpaceName } : {})}
      onImport={(queryMap, into) => {
        if (file) dispatch(importSubmitted({ archive: file.archive, queryMap, intoOpenSpace: into }));
      }}
    />
  );
}

/**
 * The space page's dialogs, one at a time from the `dialog` state, each with the data the saga
 * loaded when it opened (a spinner until then, the failure with Retry).
 */
export function SpaceDialogs() {
  const dispatch = useDispatch();
  const { dialog, busy, error, problems } = useSelector(selectDashboardDialog);
  const space = useSelector(selectOpenSpace);
  const charts = useSelector(selectOpenCharts);
  const otherSpaces = useSelector(selectOtherSpaces);
  const templates = useSelector(selectTemplates);
  const dialogData = useSelector(selectDialogData);
  const dataFields = useSelector(selectDataFields) ?? NO_FIELDS;
  const firstSnapshotDate = useSelector(selectFirstHistoricalDate);
  const canUpdate = useSelector(selectCanUpdateDashboards);
  const canShareAllDataScopes = useSelector(selectCanShareAllDataScopes);
  const canUpdateQueries = useSelector(selectCanUpdateQueries);
  // The role's permission and this dashboard's sharing, as the server reads them for the caller.
  const canEditSpace = space !== null && canUpdate && isSpaceEditable(space);
  const filterFields = useMemo(() => commonFields(dataFields), [dataFields]);
  const close = () => dispatch(dialogClosed());
  const failure = error ? <Alert tone="error" title={error} /> : null;

  if (dialog && NEEDS_DATA.has(dialog.kind) && dialogData.status !== 'loaded') {
    return <DialogDataGate error={dialogData.status === 'failed' ? dialogData.error : null} onRetry={() => dispatch(dialogDataRetryRequested())} onClose={close} />;
  }
  const chart = dialog?.chartId ? charts.find((item) => item.id === dialog.chartId) : undefined;

  switch (dialog?.kind) {
    case 'refresh':
      return (
        <ConfirmDialog isOpen title={M.refreshTitle} confirmLabel={M.refreshConfirm} isConfirming={busy} onConfirm={() => dispatch(refreshConfirmed())} onCancel={close}>
          <p>{M.refreshText}</p>
          {failure}
        </ConfirmDialog>
      );
    case 'reset':
      return (
        <ConfirmDialog isOpen tone="danger" title={M.resetTitle} confirmLabel={M.resetConfirm} isConfirming={busy} onConfirm={() => dispatch(resetConfirmed())} onCancel={close}>
          <p>{M.resetText}</p>
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
    case 'deleteChart':
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
    case 'wizard':
      return (
        <ChartWizard
          isOpen
          onClose={close}
          chart={chart ?? null}
          queries={dialogData.queries}
          fieldsFor={(entity) => dataFields[entity] ?? []}
          isSaving={busy}
          serverProblems={problems}
          firstSnapshotDate={firstSnapshotDate}
          onSubmit={(created) => dispatch(chartSaveSubmitted({ chart: created }))}
        />
      );
    case 'share': {
      if (!space) return null;
      const used = new Set(charts.flatMap((item) => (item.config.queries ?? []).map((query) => query.query_id)));
      return (
        <SharingDialog
          isOpen
          onClose={close}
          space={space}
          roles={dialogData.roles}
          dataScopes={dialogData.dataScopes}
          queries={dialogData.queries.filter((query) => used.has(query.id))}
          canChangeQueries={canUpdateQueries}
          canShareAllDataScopes={canShareAllDataScopes}
          isSaving={busy}
          serverError={error}
          onSubmit={(update) => dispatch(spaceSharingSubmitted({ access: update.access, sharing: update.sharing, bulkPermissionChange: update.bulk_permission_change }))}
        />
      );
    }
    case 'template':
      return (
        <TemplateChooser
          isOpen
          onClose={close}
          templates={templates.items}
          isLoading={templates.status === 'loading' || templates.status === 'idle'}
          error={templates.status === 'failed' ? D.templatesFailed : (error ?? null)}
          onRetry={() => dispatch(templatesRequested())}
          isApplying={busy}
          onApply={(templateId) => dispatch(templateApplySubmitted({ templateId }))}
          replacedCharts={charts.length}
        />
      );
    case 'import':
      // Into the open dashboard only when the caller may change it.
      return <SpaceImport onClose={close} {...(space && canEditSpace ? { intoSpaceName: space.name } : {})} />;
    case 'create':
    case 'rename':
    case 'duplicate': {
      const mode = dialog.kind;
      const initialName = mode === 'rename' ? space?.name : mode === 'duplicate' && space ? M.copyName(space.name) : undefined;
      return (
        <SpaceFormModal
          isOpen
          onClose={close}
          mode={mode}
          {...(initialName !== undefined ? { initialName } : {})}
          isSaving={busy}
          serverError={error}
          onSubmit={({ name }) => {
            if (mode === 'create') dispatch(spaceCreateSubmitted({ name, type: 'custom', access: 'private' }));
            else if (mode === 'rename') dispatch(spaceRenameSubmitted({ name }));
            else dispatch(spaceDuplicateSubmitted({ name }));
          }}
        />
      );
    }
    case 'moveChart':
      if (!space || !chart) return null;
      return (
        <MoveChartDialog
          isOpen
          onClose={close}
          chartName={chart.name}
          spaces={otherSpaces.filter(isSpaceEditable).map(({ uuid, name }) => ({ uuid, name }))}
          currentSpaceId={space.uuid}
          isMoving={busy}
          onMove={(destination) => dispatch(chartMoveSubmitted({ destination }))}
        />
      );
    case 'filter':
      if (!space) return null;
      return (
        <SpaceFilterDialog
          isOpen
          onClose={close}
          // The server's rule: edit rights on the space and Queries/Update (admins pass).
          canSetFilter={canEditSpace && canUpdateQueries}
          initialFilter={space.spaceFilter ?? null}
          entity={SPACE_FILTER_ENTITY}
          fields={filterFields}
          isSaving={busy}
          serverError={error}
          onSubmit={(filter) => dispatch(spaceFilterSubmitted({ filter }))}
        />
      );
    default:
      return null;
  }
}
