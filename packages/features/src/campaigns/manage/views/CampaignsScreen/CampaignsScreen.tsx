import { useEffect, useMemo, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { CampaignStatus, CampaignSummary } from '@vigil/openapi';
import { Alert, Button, DataTable, EmptyState, Icon, Select, SelectItem, type DataTableColumn } from '@vigil/ui';
import { Actions, Muted, Page, PageHeader, RouteLink } from '../../../../queries/views/common.styles';
import { CAMPAIGN_STATUSES, CAMPAIGNS_PATHS } from '../../campaigns.constants';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { campaignsMoreRequested, campaignsRequested, campaignsScreenOpened, campaignsStatusFilterChanged } from '../../state/campaignList.slice';
import { selectCampaignList, selectCanManageCampaigns } from '../../state/campaigns.selectors';
import { CampaignProgress, CampaignStatusBadge } from '../CampaignParts';
import { formatDate } from '../schedule';
import { Count, FilterBox, More, Toolbar } from './CampaignsScreen.styles';

const ANY_STATUS = 'any';

/** The campaigns, newest first: status, progress, dates and author; New campaign; a status filter and Load more. */
export function CampaignsScreen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const list = useSelector(selectCampaignList);
  const canManage = useSelector(selectCanManageCampaigns);

  useEffect(() => {
    dispatch(campaignsScreenOpened());
  }, [dispatch]);

  const columns = useMemo<DataTableColumn<CampaignSummary>[]>(
    () => [
      {
        id: 'name',
        header: M.columnName,
        isRowHeader: true,
        width: '2fr',
        cell: (campaign) => <RouteLink to={CAMPAIGNS_PATHS.campaign(campaign.id)}>{campaign.name || M.untitled}</RouteLink>,
      },
      { id: 'status', header: M.columnStatus, cell: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
      { id: 'progress', header: M.columnProgress, width: '1.5fr', cell: (campaign) => <CampaignProgress progress={campaign.progress} name={campaign.name} /> },
      { id: 'start', header: M.columnStart, accessor: (campaign) => formatDate(campaign.start_date) },
      { id: 'end', header: M.columnEnd, accessor: (campaign) => formatDate(campaign.end_date) },
      { id: 'createdBy', header: M.columnCreatedBy, accessor: (campaign) => campaign.created_by || M.noDate },
    ],
    [],
  );

  const newCampaign = canManage && (
    <Button variant="primary" onPress={() => void navigate(CAMPAIGNS_PATHS.create)}>
      <Icon name="plus" />
      {M.newCampaign}
    </Button>
  );
  const empty =
    list.statusFilter === null ? (
      <EmptyState icon={<Icon name="campaigns" size={32} />} title={M.emptyTitle} description={M.emptyDescription} action={newCampaign || undefined} headingLevel={2} />
    ) : (
      <EmptyState title={M.emptyFilteredTitle} headingLevel={2} />
    );

  return (
    <Page aria-labelledby="campaigns-title">
      <PageHeader>
        <div>
          <h1 id="campaigns-title">{M.title}</h1>
          <Muted>{M.summary}</Muted>
        </div>
        <Actions>{newCampaign}</Actions>
      </PageHeader>
      <Toolbar>
        <FilterBox>
          <Select<{ id: string; name: string }>
            label={M.statusFilterLabel}
            value={list.statusFilter ?? ANY_STATUS}
            items={[{ id: ANY_STATUS, name: M.anyStatus }, ...CAMPAIGN_STATUSES.map((status) => ({ id: status, name: M.status(status) }))]}
            onChange={(key: Key | null) => {
              dispatch(campaignsStatusFilterChanged(key === null || key === ANY_STATUS ? null : (String(key) as CampaignStatus)));
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        </FilterBox>
        {list.status === 'loaded' && list.total > 0 && (
          <Count aria-live="polite">{list.items.length < list.total ? M.shownOf(list.items.length, list.total) : M.total(list.total)}</Count>
        )}
      </Toolbar>
      <DataTable<CampaignSummary>
        aria-label={M.tableLabel}
        columns={columns}
        rows={list.items}
        getRowId={(campaign) => campaign.id}
        getRowLabel={(campaign) => campaign.name}
        isLoading={list.status === 'loading' || list.status === 'idle'}
        error={list.status === 'failed' ? { message: list.error ?? M.loadFailed, onRetry: () => dispatch(campaignsRequested()), retryLabel: M.retry } : null}
        emptyState={empty}
      />
      {list.status === 'loaded' && list.error && <Alert tone="error" title={list.error} />}
      {list.status === 'loaded' && list.nextCursor && (
        <More>
          <Button variant="secondary" isLoading={list.loadingMore} onPress={() => dispatch(campaignsMoreRequested())}>
            {M.loadMore}
          </Button>
        </More>
      )}
    </Page>
  );
}
