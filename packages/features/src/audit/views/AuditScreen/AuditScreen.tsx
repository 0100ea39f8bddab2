import { Fragment, useEffect, useMemo, useState, type Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseDate } from '@internationalized/date';
import type { AuditEntry } from '@vigil/openapi';
import {
  Alert,
  Button,
  ComboBox,
  ComboBoxItem,
  DataTable,
  DateRangePicker,
  Drawer,
  EmptyState,
  Icon,
  ListBoxSection,
  SearchField,
  Select,
  SelectItem,
  type DataTableColumn,
} from '@vigil/ui';
import { Actions, Muted, Page, PageHeader } from '../../../queries/views/common.styles';
import { AUDIT_MESSAGES as M } from '../../audit.messages';
import {
  auditEntryOpened,
  auditExportErrorDismissed,
  auditExportRequested,
  auditFiltersChanged,
  auditFiltersCleared,
  auditMoreRequested,
  auditRequested,
  auditScreenOpened,
} from '../../state/audit.slice';
import { selectAudit, selectAuditActionGroups, selectAuditFiltered, selectAuditLabels, selectAuditUserOptions, selectOpenAuditEntry } from '../../state/audit.selectors';
import { detailLines, detailsSummary, formatAuditTime } from '../describe';
import { Count, DetailsHeading, Fields, FilterBox, More, Summary, Toolbar } from './AuditScreen.styles';

const ANY = 'any';
/** The action filter's key of a whole area (the contract's prefix ending in `.`). */
const areaKey = (action: string) => action.slice(0, action.indexOf('.') + 1);

/** The acting user as the table shows them: the system, or the name (marked when impersonated). */
const actorText = (entry: AuditEntry) => {
  if (entry.actor_uuid === null && entry.actor_name === 'system') return M.system;
  return entry.impersonator_uuid ? M.asImpersonator(entry.actor_name) : entry.actor_name;
};

/** One entry in the side panel: every field, then what changed, line by line. */
function EntryDetails({ entry, label }: { entry: AuditEntry; label: string }) {
  const lines = detailLines(entry.details);
  const fields: [string, string | null][] = [
    [M.fieldTime, formatAuditTime(entry.at)],
    [M.fieldAction, `${label} (${entry.action})`],
    [M.fieldUser, actorText(entry)],
    [M.fieldUserId, entry.actor_uuid],
    [M.fieldImpersonator, entry.impersonator_uuid],
    [M.fieldAddress, entry.client_address],
    [M.fieldTarget, entry.target_name],
    [M.fieldTargetType, entry.target_type],
    [M.fieldTargetId, entry.target_id],
  ];
  return (
    <>
      <Fields>
        {fields
          .filter((field): field is [string, string] => field[1] !== null)
          .map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </Fields>
      <DetailsHeading>{M.fieldDetails}</DetailsHeading>
      {lines.length ? (
        <Fields>
          {lines.map(({ name, value }) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Fields>
      ) : (
        <Muted>{M.noDetails}</Muted>
      )}
    </>
  );
}

/**
 * The Activity Logs (route /audit): the audit entries newest first, filtered by user, action (or a
 * whole area), days and names; Load more by cursor; Export CSV of what the filters select; an
 * entry's details in a side panel.
 */
export function AuditScreen() {
  const dispatch = useDispatch();
  const audit = useSelector(selectAudit);
  const groups = useSelector(selectAuditActionGroups);
  const labels = useSelector(selectAuditLabels);
  const users = useSelector(selectAuditUserOptions);
  const filtered = useSelector(selectAuditFiltered);
  const openEntry = useSelector(selectOpenAuditEntry);
  const { filters } = audit;
  // The search field shows what is typed at once; the list follows after a pause (the saga).
  const [searchText, setSearchText] = useState(filters.search);

  useEffect(() => {
    dispatch(auditScreenOpened());
  }, [dispatch]);

  const labelOf = (action: string) => labels.get(action) ?? action;

  const columns = useMemo<DataTableColumn<AuditEntry>[]>(
    () => [
      { id: 'at', header: M.columnTime, isRowHeader: true, width: '17%', accessor: (entry) => formatAuditTime(entry.at) },
      { id: 'actor', header: M.columnUser, width: '14%', accessor: actorText },
      { id: 'action', header: M.columnAction, width: '17%', accessor: (entry) => labels.get(entry.action) ?? entry.action },
      { id: 'target', header: M.columnTarget, width: '11%', accessor: (entry) => entry.target_name ?? M.noTarget },
      { id: 'address', header: M.columnAddress, width: '11%', accessor: (entry) => entry.client_address ?? M.noTarget },
      {
        id: 'details',
        header: M.columnDetails,
        width: '30%',
        cell: (entry) => (
          <Summary>
            <span>{detailsSummary(entry.details)}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={M.openDetailsOf(labels.get(entry.action) ?? entry.action, formatAuditTime(entry.at))}
              onPress={() => dispatch(auditEntryOpened(entry.id))}
            >
              {M.openDetails}
            </Button>
          </Summary>
        ),
      },
    ],
    [dispatch, labels],
  );

  const range = filters.fromDay && filters.toDay ? { start: parseDate(filters.fromDay), end: parseDate(filters.toDay) } : null;

  return (
    <Page aria-labelledby="audit-title">
      <PageHeader>
        <div>
          <h1 id="audit-title">{M.title}</h1>
          <Muted>{M.summary}</Muted>
        </div>
        <Actions>
          <Button variant="secondary" isLoading={audit.exporting} onPress={() => dispatch(auditExportRequested())}>
            <Icon name="download" />
            {M.exportCsv}
          </Button>
        </Actions>
      </PageHeader>
      <Toolbar role="group" aria-label={M.filtersLabel}>
        <SearchField
          label={M.searchLabel}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            dispatch(auditFiltersChanged({ search: text }));
          }}
        />
        <FilterBox>
          <ComboBox<{ uuid: string; name: string }>
            label={M.userFilter}
            placeholder={M.anyUser}
            items={users}
            value={filters.user?.uuid ?? null}
            onChange={(key: Key | null) => {
              const user = key === null ? null : (users.find((option) => option.uuid === key) ?? null);
              if ((user?.uuid ?? null) !== (filters.user?.uuid ?? null)) dispatch(auditFiltersChanged({ user }));
            }}
          >
            {(user) => <ComboBoxItem id={user.uuid}>{user.name}</ComboBoxItem>}
          </ComboBox>
        </FilterBox>
        <FilterBox>
          <Select
            label={M.actionFilter}
            value={filters.action ?? ANY}
            onChange={(key: Key | null) => {
              dispatch(auditFiltersChanged({ action: key === null || key === ANY ? null : String(key) }));
            }}
          >
            <SelectItem id={ANY}>{M.anyAction}</SelectItem>
            {groups.map((group) => {
              const prefix = group.actions[0] ? areaKey(group.actions[0].action) : group.area;
              return (
                <ListBoxSection key={group.area} id={`area-${group.area}`} title={group.area}>
                  <SelectItem id={prefix}>{M.allOfArea(group.area)}</SelectItem>
                  {group.actions.map((action) => (
                    <SelectItem key={action.action} id={action.action}>
                      {action.label}
                    </SelectItem>
                  ))}
                </ListBoxSection>
              );
            })}
          </Select>
        </FilterBox>
        <DateRangePicker
          label={M.dateRange}
          value={range}
          onChange={(value) => {
            dispatch(auditFiltersChanged({ fromDay: value?.start.toString() ?? null, toDay: value?.end.toString() ?? null }));
          }}
        />
        {filtered && (
          <Button
            variant="ghost"
            onPress={() => {
              setSearchText('');
              dispatch(auditFiltersCleared());
            }}
          >
            {M.clearFilters}
          </Button>
        )}
      </Toolbar>
      {audit.exportError && <Alert tone="error" title={audit.exportError} onDismiss={() => dispatch(auditExportErrorDismissed())} />}
      {audit.status === 'loaded' && audit.total > 0 && (
        <Count aria-live="polite">{audit.entries.length < audit.total ? M.shownOf(audit.entries.length, audit.total) : M.total(audit.total)}</Count>
      )}
      <DataTable<AuditEntry>
        aria-label={M.tableLabel}
        columns={columns}
        rows={audit.entries}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) => `${labelOf(entry.action)}, ${formatAuditTime(entry.at)}`}
        isLoading={audit.status === 'loading' || audit.status === 'idle'}
        error={audit.status === 'failed' ? { message: audit.error ?? M.loadFailed, onRetry: () => dispatch(auditRequested()), retryLabel: M.retry } : null}
        emptyState={
          filtered ? (
            <EmptyState title={M.emptyFilteredTitle} headingLevel={2} />
          ) : (
            <EmptyState icon={<Icon name="audit" size={32} />} title={M.emptyTitle} description={M.emptyDescription} headingLevel={2} />
          )
        }
      />
      {audit.status === 'loaded' && audit.error && <Alert tone="error" title={audit.error} />}
      {audit.status === 'loaded' && audit.nextCursor && (
        <More>
          <Button variant="secondary" isLoading={audit.loadingMore} onPress={() => dispatch(auditMoreRequested())}>
            {M.loadMore}
          </Button>
        </More>
      )}
      <Drawer
        isOpen={openEntry !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) dispatch(auditEntryOpened(null));
        }}
        title={openEntry ? labelOf(openEntry.action) : M.detailsTitle}
      >
        {openEntry && <EntryDetails entry={openEntry} label={labelOf(openEntry.action)} />}
      </Drawer>
    </Page>
  );
}
