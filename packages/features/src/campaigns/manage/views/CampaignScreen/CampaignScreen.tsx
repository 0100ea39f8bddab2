import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CampaignApprover } from '@vigil/openapi';
import { Alert, Button, ConfirmDialog, DataTable, EmptyState, Icon, Spinner, type DataTableColumn } from '@vigil/ui';
import { Actions, Muted, Page, PageHeader, RouteLink } from '../../../../queries/views/common.styles';
import { CAMPAIGNS_PATHS, SCHEDULABLE_STATUSES, TERMINABLE_STATUSES } from '../../campaigns.constants';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import {
  campaignEvidenceRequested,
  campaignNoticeDismissed,
  campaignOpened,
  campaignScheduleSubmitted,
  campaignTerminateConfirmed,
} from '../../state/campaign.slice';
import { selectCampaign, selectCanManageCampaigns } from '../../state/campaigns.selectors';
import { CampaignProgress, CampaignStatusBadge, PreviewFigures } from '../CampaignParts';
import { Facts, Panel, Status } from '../CampaignParts/CampaignParts.styles';
import { formatDateTime } from '../schedule';
import { Grid, Heading, Message } from './CampaignScreen.styles';
import { RescheduleModal } from './RescheduleModal';

export interface CampaignScreenProps {
  /** The campaign's id, from the address. */
  campaignId: string;
}

const approverColumns: DataTableColumn<CampaignApprover>[] = [
  { id: 'mail', header: M.approverMail, isRowHeader: true, accessor: (approver) => approver.mail ?? approver.id },
  { id: 'method', header: M.approverMethod, accessor: (approver) => (approver.notify_method ? M.notifyMethod(approver.notify_method) : M.noMethod) },
];

/** One campaign: its status, dates, progress, approvers and what it reviews; Terminate, Reschedule and the evidence download. */
export function CampaignScreen({ campaignId }: CampaignScreenProps) {
  const dispatch = useDispatch();
  const state = useSelector(selectCampaign);
  const canManage = useSelector(selectCanManageCampaigns);
  const [dialog, setDialog] = useState<'terminate' | 'reschedule' | null>(null);
  // Whether the open dialog's call was sent: it closes once that call is over (a refused reschedule stays open with its reason).
  const [sent, setSent] = useState(false);
  const { campaign, load } = state;

  useEffect(() => {
    dispatch(campaignOpened({ id: campaignId }));
  }, [campaignId, dispatch]);

  const openDialog = (which: 'terminate' | 'reschedule') => {
    dispatch(campaignNoticeDismissed());
    setSent(false);
    setDialog(which);
  };
  const terminateOpen = dialog === 'terminate' && !(sent && state.terminate.status !== 'busy');
  const rescheduleOpen = dialog === 'reschedule' && !(sent && state.schedule.status === 'idle');

  const queryName = useMemo(
    () => (campaign ? (state.savedQueries.items.find((query) => query.id === campaign.query_id)?.name ?? campaign.query_id) : ''),
    [campaign, state.savedQueries.items],
  );

  const back = <RouteLink to={CAMPAIGNS_PATHS.list}>{M.backToList}</RouteLink>;

  if (load.status === 'failed' || (load.status === 'loaded' && !campaign)) {
    return (
      <Page aria-labelledby="campaign-title">
        {back}
        <h1 id="campaign-title">{M.title}</h1>
        <EmptyState
          icon={<Icon name="campaigns" size={32} />}
          title={load.notFound ? M.detailNotFound : M.detailFailed}
          description={load.notFound ? undefined : (load.error ?? undefined)}
          action={load.notFound ? undefined : <Button onPress={() => dispatch(campaignOpened({ id: campaignId }))}>{M.retry}</Button>}
          headingLevel={2}
        />
      </Page>
    );
  }
  if (!campaign || campaign.id !== campaignId) {
    return (
      <Page aria-label={M.detailsLabel} aria-busy="true">
        {back}
        <Status>
          <Spinner size="sm" label={M.detailLoading} />
          {M.detailLoading}
        </Status>
      </Page>
    );
  }

  const name = campaign.name || M.untitled;
  const canTerminate = canManage && TERMINABLE_STATUSES.includes(campaign.status);
  const canReschedule = canManage && SCHEDULABLE_STATUSES.includes(campaign.status);
  const busyError = state.terminate.status === 'failed' ? { title: M.terminateFailed, text: state.terminate.error } : state.evidence.status === 'failed' ? { title: M.evidenceFailed, text: state.evidence.error } : null;

  return (
    <Page aria-labelledby="campaign-title">
      <PageHeader>
        <div>
          {back}
          <Heading>
            <h1 id="campaign-title">{name}</h1>
            <CampaignStatusBadge status={campaign.status} />
          </Heading>
        </div>
        <Actions>
          <Button variant="secondary" isLoading={state.evidence.status === 'busy'} onPress={() => dispatch(campaignEvidenceRequested())}>
            <Icon name="download" />
            {M.downloadEvidence}
          </Button>
          {canReschedule && (
            <Button variant="secondary" onPress={() => { openDialog('reschedule'); }}>
              {M.reschedule}
            </Button>
          )}
          {canTerminate && (
            <Button variant="danger" onPress={() => { openDialog('terminate'); }}>
              {M.terminate}
            </Button>
          )}
        </Actions>
      </PageHeader>
      {state.notice && <Alert tone="success" title={state.notice} onDismiss={() => dispatch(campaignNoticeDismissed())} />}
      {busyError && (
        <Alert tone="error" title={busyError.title} onDismiss={() => dispatch(campaignNoticeDismissed())}>
          {busyError.text}
        </Alert>
      )}
      <Grid>
        <Panel aria-labelledby="campaign-summary">
          <h2 id="campaign-summary">{M.detailsLabel}</h2>
          <Facts>
            <dt>{M.fieldStatus}</dt>
            <dd>{M.status(campaign.status)}</dd>
            <dt>{M.fieldStart}</dt>
            <dd>{formatDateTime(campaign.start_date)}</dd>
            <dt>{M.fieldEnd}</dt>
            <dd>{formatDateTime(campaign.end_date)}</dd>
            <dt>{M.fieldCreatedBy}</dt>
            <dd>{campaign.created_by || M.noDate}</dd>
            <dt>{M.fieldCreatedAt}</dt>
            <dd>{formatDateTime(campaign.created_at)}</dd>
            <dt>{M.fieldQuery}</dt>
            <dd>{queryName}</dd>
            <dt>{M.fieldRuleBased}</dt>
            <dd>{campaign.enable_rule_base_entitlements ? M.ruleBasedOn : M.ruleBasedOff}</dd>
            <dt>{M.excludedLabel}</dt>
            <dd>
              {campaign.excluded_entitlements.length === 0
                ? M.excludedNone
                : campaign.excluded_entitlements.map((entitlement) => M.entitlementName(entitlement.name, entitlement.type)).join(', ')}
            </dd>
          </Facts>
          {campaign.message_content && (
            <>
              <Muted>{M.fieldMessage}</Muted>
              <Message>{campaign.message_content}</Message>
            </>
          )}
        </Panel>
        <Panel aria-labelledby="campaign-progress">
          <h2 id="campaign-progress">{M.progressTitle}</h2>
          <CampaignProgress progress={campaign.progress} name={name} />
          {campaign.progress.total === 0 && <Muted>{M.progressNotStarted}</Muted>}
        </Panel>
        <Panel aria-labelledby="campaign-approvers">
          <h2 id="campaign-approvers">{M.approversTitle}</h2>
          <DataTable<CampaignApprover> aria-label={M.approversTitle} columns={approverColumns} rows={campaign.approvers} getRowId={(approver) => approver.id} />
        </Panel>
        <Panel aria-labelledby="campaign-covers">
          <h2 id="campaign-covers">{M.previewTitle}</h2>
          <PreviewFigures preview={campaign.query_preview} entitlements={campaign.entitlements_list} />
        </Panel>
      </Grid>
      <ConfirmDialog
        isOpen={terminateOpen}
        onOpenChange={(open) => {
          if (!open && state.terminate.status !== 'busy') setDialog(null);
        }}
        title={M.terminateTitle}
        confirmLabel={M.terminate}
        cancelLabel={M.cancel}
        tone="danger"
        isConfirming={state.terminate.status === 'busy'}
        onConfirm={() => {
          setSent(true);
          dispatch(campaignTerminateConfirmed());
        }}
      >
        <p>{M.terminateText(name)}</p>
      </ConfirmDialog>
      <RescheduleModal
        isOpen={rescheduleOpen}
        campaign={campaign}
        isSaving={state.schedule.status === 'busy'}
        error={state.schedule.status === 'failed' ? state.schedule.error : null}
        onClose={() => {
          setDialog(null);
          dispatch(campaignNoticeDismissed());
        }}
        onSubmit={(request) => {
          setSent(true);
          dispatch(campaignScheduleSubmitted(request));
        }}
      />
    </Page>
  );
}
