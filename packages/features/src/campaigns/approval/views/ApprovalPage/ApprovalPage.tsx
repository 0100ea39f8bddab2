import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { ApprovalDecision, CampaignSelection } from '@vigil/openapi';
import { Badge, Button, DataTable, Icon, SearchField, Spinner, getInitials, useToast, type DataTableColumn, type DataTableSortDescriptor } from '@vigil/ui';
import { formatDateTime } from '../../../../users/views/format';
import { APPROVAL_FAILED_PATH, APPROVAL_TABLE_HEIGHT_PX, APPROVAL_TOAST_TIMEOUT_MS } from '../../approval.constants';
import { CAMPAIGN_APPROVAL_MESSAGES as M } from '../../approval.messages';
import { sameActionOver, selectApprovalDerived, selectApprovalSummary, selectCampaignApproval } from '../../state/approval.selectors';
import { approvalOpened, approvalChoiceChanged, approvalChoicesCleared, approvalChoicesSetAll, approvalNoticeShown, approvalSubmitRequested } from '../../state/approval.slice';
import * as S from './ApprovalPage.styles';
import { columnText, visibleSelections, type SelectionSort, type SelectionSortColumn } from './selectionRows';

export interface ApprovalPageProps {
  /** The `campaign_approval_id` of the address. */
  approvalId: string;
}

const decisionText = (decision: ApprovalDecision) => (decision === 'approve' ? M.approve : M.revoke);

interface ActionControlProps {
  selection: CampaignSelection;
  choice: ApprovalDecision | undefined;
  isDisabled: boolean;
  onChange: (uuid: string, action: ApprovalDecision | null) => void;
}

/** The row's action: Approve or Revoke, pressing the chosen one again clears it; an answered row shows its response, disabled. */
// Memoised: the grid re-renders its rows on every scroll frame, and a row's action rarely changes then.
const ActionControl = memo(function ActionControl({ selection, choice, isDisabled, onChange }: ActionControlProps) {
  const answered = selection.response;
  const current = answered ?? choice;
  return (
    <span className={S.CELL.action}>
      <span className={S.CELL.segmented} role="group" aria-label={M.actionFor(selection.entity.name, selection.entitlement.name)}>
        {(['approve', 'revoke'] as const).map((action) => (
          <button
            key={action}
            type="button"
            data-action={action}
            aria-pressed={current === action}
            disabled={answered !== null || isDisabled}
            onClick={() => {
              onChange(selection.uuid, current === action ? null : action);
            }}
          >
            {answered === action ? (action === 'approve' ? M.approved : M.revoked) : decisionText(action)}
          </button>
        ))}
      </span>
      {answered === null && choice !== undefined && <span className={S.CELL.unsaved}>{M.unsaved}</span>}
    </span>
  );
});

/**
 * The campaign approval page (spec 2, no login): the campaign's header and summary, the
 * approver's selections to approve or revoke (filtered, sorted, answered in bulk), and Submit.
 * A failed lookup leaves for `/`.
 */
export function ApprovalPage({ approvalId }: ApprovalPageProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const toaster = useToast();
  const { status, approval, choices, submitting, notice } = useSelector(selectCampaignApproval);
  const summary = useSelector(selectApprovalSummary);
  const derived = useSelector(selectApprovalDerived);
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<SelectionSort | null>(null);

  useEffect(() => {
    dispatch(approvalOpened(approvalId));
  }, [dispatch, approvalId]);
  useEffect(() => {
    if (status === 'failed') void navigate(APPROVAL_FAILED_PATH, { replace: true });
  }, [status, navigate]);
  useEffect(() => {
    if (!notice) return;
    toaster.show({ tone: notice.tone, title: notice.title, timeout: APPROVAL_TOAST_TIMEOUT_MS });
    dispatch(approvalNoticeShown());
  }, [notice, toaster, dispatch]);

  const selections = approval?.custom_selections;
  const rows = useMemo(() => visibleSelections(selections ?? [], filter, sort), [selections, filter, sort]);
  const isFiltered = filter.trim() !== '';
  // The set the bulk buttons act on: the pending rows shown while filtered, else every pending row.
  const bulkUuids = useMemo(() => rows.filter((selection) => selection.response === null).map((selection) => selection.uuid), [rows]);
  const onChoice = useCallback((uuid: string, action: ApprovalDecision | null) => dispatch(approvalChoiceChanged({ uuid, action })), [dispatch]);

  if (status !== 'loaded' || !approval || !summary) {
    return (
      <S.Page>
        <Spinner size="lg" label={M.loading} />
      </S.Page>
    );
  }

  // Derived state "all selected with the same action": that bulk button shows as pressed (aria-pressed, primary colour).
  const bulkSame = isFiltered ? sameActionOver(bulkUuids, choices) : derived.allSameAction;
  const bulkDisabled = derived.allSubmitted || submitting || bulkUuids.length === 0;
  const setAll = (action: ApprovalDecision) => {
    dispatch(approvalChoicesSetAll(isFiltered ? { action, uuids: bulkUuids } : { action }));
  };

  const columns: DataTableColumn<CampaignSelection>[] = [
    { id: 'user', header: M.user, accessor: (row) => row.entity.name, isSortable: true, isRowHeader: true, width: '1fr' },
    {
      id: 'application',
      header: M.application,
      isSortable: true,
      width: '1fr',
      cell: (row) => {
        const name = columnText(row, 'application');
        return (
          <span className={S.CELL.withLogo}>
            <span className={S.CELL.appLogo} aria-hidden="true">
              {getInitials(name)}
            </span>
            <span>{name}</span>
          </span>
        );
      },
    },
    {
      id: 'entitlement',
      header: M.entitlement,
      isSortable: true,
      width: '1fr',
      cell: (row) => (
        <span className={S.CELL.withLogo}>
          <Icon name="access" />
          <span>{row.entitlement.name}</span>
        </span>
      ),
    },
    {
      id: 'action',
      header: M.action,
      width: 260,
      cell: (row) => <ActionControl selection={row} choice={choices[row.uuid]} isDisabled={submitting} onChange={onChoice} />,
    },
  ];
  const sortDescriptor: DataTableSortDescriptor | undefined = sort ?? undefined;

  return (
    <S.Page>
      <S.Header>
        <h1>{approval.name}</h1>
        <p>{approval.message_content}</p>
      </S.Header>
      <S.Summary aria-label={M.summary}>
        <div>
          <dt>{M.totalUsers}</dt>
          <dd>{summary.totalUsers}</dd>
        </div>
        <div>
          <dt>{M.endDate}</dt>
          <dd>{summary.endDate ? formatDateTime(summary.endDate) : M.empty}</dd>
        </div>
        <div>
          <dt>{M.createdBy}</dt>
          <dd>{summary.createdBy ?? M.empty}</dd>
        </div>
      </S.Summary>
      <S.TableSection aria-label={M.table}>
        <S.TableToolbar>
          <SearchField label={M.filter} value={filter} onChange={setFilter} />
          <S.TableCount>
            <span>{M.count(approval.custom_selections.length, rows.length)}</span>
            <span>{M.pendingCount(derived.pendingCount)}</span>
            {!derived.selectionEmpty && <Badge tone="warning">{M.unsavedCount(derived.chosenCount)}</Badge>}
          </S.TableCount>
          <S.TableActions role="group" aria-label={M.tableActions}>
            <Button onPress={() => dispatch(approvalChoicesCleared())} isDisabled={derived.selectionEmpty || submitting}>
              {M.clearAll}
            </Button>
            <Button variant={bulkSame === 'revoke' ? 'primary' : 'secondary'} aria-pressed={bulkSame === 'revoke'} onPress={() => {
                setAll('revoke');
              }} isDisabled={bulkDisabled}>
              {isFiltered ? M.revokeShown(bulkUuids.length) : M.revokeAll}
            </Button>
            <Button variant={bulkSame === 'approve' ? 'primary' : 'secondary'} aria-pressed={bulkSame === 'approve'} onPress={() => {
                setAll('approve');
              }} isDisabled={bulkDisabled}>
              {isFiltered ? M.approveShown(bulkUuids.length) : M.approveAll}
            </Button>
          </S.TableActions>
        </S.TableToolbar>
        <DataTable
          aria-label={M.table}
          isVirtualized
          maxHeightPx={APPROVAL_TABLE_HEIGHT_PX}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.uuid}
          getRowLabel={(row) => `${row.entity.name}, ${row.entitlement.name}`}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            setSort({ column: descriptor.column as SelectionSortColumn, direction: descriptor.direction });
          }}
          emptyState={isFiltered ? M.noMatch : M.noSelections}
        />
      </S.TableSection>
      <S.SubmitArea>
        <Button variant="primary" onPress={() => dispatch(approvalSubmitRequested())} isDisabled={derived.selectionEmpty || submitting} isLoading={submitting}>
          {M.submit}
        </Button>
      </S.SubmitArea>
    </S.Page>
  );
}
