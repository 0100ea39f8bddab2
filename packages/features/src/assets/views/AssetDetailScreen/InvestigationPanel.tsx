import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseDate, type CalendarDate } from '@internationalized/date';
import type { InvestigationEvent } from '@vigil/openapi';
import { Alert, Badge, Button, Checkbox, CheckboxGroup, DataTable, DatePicker, DateRangePicker, Select, SelectItem, Spinner, type DataTableColumn } from '@vigil/ui';
import { selectQueryDataFields } from '../../../queries';
import type { InvestigationFilters } from '../../api/assets.api';
import { INVESTIGATION_EVENT_TYPES } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { formatInstant, formatValue } from '../../format';
import { asOfChanged } from '../../state/assetDetail.slice';
import { selectAsOf, selectInvestigation } from '../../state/assets.selectors';
import { investigationFiltersChanged, investigationMoreRequested, investigationOpened } from '../../state/investigation.slice';
import { Fields, Muted, Panel, Row, Spread } from '../assets.styles';

const ANY_FIELD = '__any__';
const dayOf = (iso: string) => parseDate(iso.slice(0, 10));

const eventColumns: DataTableColumn<InvestigationEvent>[] = [
  { id: 'timestamp', header: M.columnsOfEvents.timestamp, accessor: (event) => formatInstant(event.timestamp), width: 190 },
  { id: 'asset_entity_names', header: M.columnsOfEvents.asset_entity_names, accessor: (event) => formatValue(event.asset_entity_names) },
  { id: 'field_event_title', header: M.columnsOfEvents.field_event_title, accessor: 'field_event_title', isRowHeader: true },
  { id: 'event_type', header: M.columnsOfEvents.event_type, accessor: (event) => M.eventTypes[event.event_type] ?? event.event_type },
  { id: 'added_values', header: M.columnsOfEvents.added_values, accessor: (event) => formatValue(event.added_values) },
  { id: 'removed_values', header: M.columnsOfEvents.removed_values, accessor: (event) => formatValue(event.removed_values) },
  {
    id: 'adapters_connections',
    header: M.columnsOfEvents.adapters_connections,
    accessor: (event) => formatValue(event.adapters_connections.map((item) => (item.connection_label ? `${item.adapter_name} (${item.connection_label})` : item.adapter_name))),
  },
];

/** "As of": a day picked shows the fields as they were then, the ones changed since marked; Back to now clears it. */
function AsOf({ today }: { today: string }) {
  const dispatch = useDispatch();
  const asOf = useSelector(selectAsOf);
  return (
    <Panel aria-label={M.asOf}>
      <Row>
        <DatePicker<CalendarDate>
          label={M.asOf}
          value={asOf.date ? parseDate(asOf.date) : null}
          maxValue={parseDate(today)}
          placeholderValue={parseDate(today)}
          onChange={(value) => {
            dispatch(asOfChanged(value ? value.toString() : null));
          }}
        />
        <Button
          variant="secondary"
          isDisabled={asOf.date === null}
          onPress={() => {
            dispatch(asOfChanged(null));
          }}
        >
          {M.clearAsOf}
        </Button>
      </Row>
      {asOf.status === 'loading' && <Spinner size="sm" label={M.asOfLabel} />}
      {asOf.status === 'failed' && <Alert tone="error">{asOf.error ?? M.asOfFailed}</Alert>}
      {asOf.fields && asOf.date && (
        <section aria-label={M.asOfLabel}>
          <h3>{M.asOfTitle(asOf.date)}</h3>
          <Fields>
            {asOf.fields.fields.map((field) => (
              <div key={field.name} data-changed={field.changed ? '' : undefined}>
                <dt>{field.title}</dt>
                <dd>
                  {formatValue(field.value)}
                  {field.changed && (
                    <>
                      {' '}
                      <Badge tone="warning">{M.changed}</Badge> {M.asOfNow}: {formatValue(field.current)}
                    </>
                  )}
                </dd>
              </div>
            ))}
          </Fields>
        </section>
      )}
    </Panel>
  );
}

/** The Investigation tab: the asset's events newest first, filtered by type, field and date range (last 7 days at first), paged by 'Load more'; and "as of". */
export function InvestigationPanel({ entity, id }: { entity: string; id: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectInvestigation);
  const fields = useSelector(selectQueryDataFields)[entity];
  useEffect(() => {
    dispatch(investigationOpened({ entity, id }));
  }, [dispatch, entity, id]);
  const fieldOptions = useMemo(() => [{ name: ANY_FIELD, title: M.anyField }, ...(fields ?? []).map(({ name, title }) => ({ name, title }))], [fields]);

  const { filters, today } = state;
  if (!filters || !today || state.entity !== entity || state.id !== id) return <Spinner label={M.eventsLabel} />;
  const change = (patch: Partial<InvestigationFilters>) => {
    dispatch(investigationFiltersChanged({ filters: { ...filters, ...patch } }));
  };
  return (
    <>
      <AsOf today={today} />
      <Row>
        <CheckboxGroup
          label={M.eventTypeFilter}
          orientation="horizontal"
          value={filters.eventTypes}
          onChange={(eventTypes) => {
            change({ eventTypes });
          }}
        >
          {INVESTIGATION_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {M.eventTypes[type] ?? type}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Row>
      <Row>
        <Select
          label={M.fieldFilter}
          items={fieldOptions}
          value={filters.field ?? ANY_FIELD}
          onChange={(key) => {
            change({ field: key === ANY_FIELD || key === null ? null : String(key) });
          }}
        >
          {(item) => <SelectItem id={item.name}>{item.title}</SelectItem>}
        </Select>
        <DateRangePicker<CalendarDate>
          label={M.dateRange}
          value={{ start: dayOf(filters.dateFrom), end: dayOf(filters.dateTo) }}
          maxValue={parseDate(today)}
          onChange={(range) => {
            if (range) change({ dateFrom: `${range.start.toString()}T00:00:00.000Z`, dateTo: `${range.end.toString()}T23:59:59.999Z` });
          }}
        />
      </Row>
      <Spread>
        <Muted role="status">{state.status === 'loaded' ? M.eventsShown(state.events.length, state.total) : ''}</Muted>
      </Spread>
      <DataTable
        aria-label={M.eventsLabel}
        columns={eventColumns}
        rows={state.events}
        getRowId={(event) => `${event.timestamp}|${event.event_type}|${event.field_event_title}|${event.added_values.join(',')}`}
        isLoading={state.status === 'loading'}
        error={state.status === 'failed' ? { message: state.error ?? M.eventsFailed } : null}
        emptyState={M.noEvents}
      />
      {state.nextCursor !== null && state.status === 'loaded' && (
        <Row>
          <Button
            variant="secondary"
            isLoading={state.loadingMore}
            onPress={() => {
              dispatch(investigationMoreRequested());
            }}
          >
            {M.loadMore}
          </Button>
        </Row>
      )}
    </>
  );
}
