import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { AssetRow, QueryFilter } from '@vigil/openapi';
import { Button, DataTable, EmptyState, Select, SelectItem, Spinner, type DataTableColumn, type DataTableSortDescriptor } from '@vigil/ui';
import { QueryBuilder, selectQueryDataFields } from '../../../queries';
import type { AssetView } from '../../api/assets.api';
import { ASSETS_PATHS, ASSETS_SEARCH_PARAMS as P, DEFAULT_ASSETS_SORT } from '../../assets.constants';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { formatValue } from '../../format';
import { assetListOpened, assetsMoreRequested, assetTypesRequested, type AssetsUnavailableReason } from '../../state/assetList.slice';
import { selectAssetList, selectSavedQueriesOf } from '../../state/assets.selectors';
import { Muted, Page, Panel, Row, RouteLink, Spread, TypeNav } from '../assets.styles';
import { AssetsUnavailable } from '../AssetsUnavailable';
import { ColumnChooser } from './ColumnChooser';
import { ExportControl } from './ExportControl';

export interface AssetsScreenProps {
  /** The entity type of the address (`/assets/:entity`); null for `/assets`, which opens the first type. */
  entity: string | null;
  /** What to show when the server hides the list (the app shows its data-scope notice). */
  renderUnavailable?: (reason: AssetsUnavailableReason) => ReactNode;
}

const EMPTY_FILTER: QueryFilter = { operator: 'and', conditions: [], groups: [] };
const ALL_ASSETS_KEY = '__all__';
/** The grid's height: the header and about fourteen rows. */
const GRID_HEIGHT_PX = 560;

function parseFilter(text: string | null): QueryFilter | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'operator' in value ? (value as QueryFilter) : null;
  } catch {
    return null;
  }
}

const toDescriptor = (sort: string): DataTableSortDescriptor => ({ column: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'descending' : 'ascending' });

/** The asset types (from the data fields) as links; the current one is marked. */
function TypePicker({ entity }: { entity: string | null }) {
  const types = Object.keys(useSelector(selectQueryDataFields));
  return (
    <TypeNav aria-label={M.assetTypes}>
      <ul>
        {types.map((type) => (
          <li key={type}>
            <RouteLink to={ASSETS_PATHS.entity(type)} aria-current={type === entity ? 'page' : undefined}>
              {M.entityTitle(type)}
            </RouteLink>
          </li>
        ))}
      </ul>
    </TypeNav>
  );
}

/** `/assets`: the first asset type once the data fields name them, else a picker. */
function FirstType() {
  const dispatch = useDispatch();
  const fields = useSelector(selectQueryDataFields);
  useEffect(() => {
    dispatch(assetTypesRequested());
  }, [dispatch]);
  const first = Object.keys(fields)[0];
  if (first) return <Navigate to={ASSETS_PATHS.entity(first)} replace />;
  return (
    <Page>
      <h1>{M.title}</h1>
      <EmptyState headingLevel={2} title={M.noAssetTypes} />
    </Page>
  );
}

/** The filter builder panel: a draft applied to the address by Apply. */
function FilterPanel({ entity, filter, onApply }: { entity: string; filter: QueryFilter | null; onApply: (filter: QueryFilter | null) => void }) {
  const dataFields = useSelector(selectQueryDataFields);
  const [draft, setDraft] = useState<QueryFilter>(filter ?? EMPTY_FILTER);
  const empty = draft.conditions.length === 0 && draft.groups.length === 0;
  return (
    <Panel aria-label={M.filterPanel}>
      <QueryBuilder entity={entity} dataFields={dataFields} filter={draft} onChange={setDraft} showRootCount={false} />
      <Row>
        <Button
          variant="primary"
          onPress={() => {
            onApply(empty ? null : draft);
          }}
        >
          {M.applyFilter}
        </Button>
        <Button
          variant="secondary"
          isDisabled={filter === null && empty}
          onPress={() => {
            setDraft(EMPTY_FILTER);
            onApply(null);
          }}
        >
          {M.clearFilter}
        </Button>
      </Row>
    </Panel>
  );
}

/** One asset type's list: saved query or filter, columns and sort from the address; rows a page at a time as the grid scrolls. */
function AssetList({ entity, renderUnavailable }: { entity: string; renderUnavailable?: AssetsScreenProps['renderUnavailable'] }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryId = params.get(P.query);
  const filterText = params.get(P.filter);
  const sort = params.get(P.sort) ?? DEFAULT_ASSETS_SORT;
  const filter = useMemo(() => parseFilter(filterText), [filterText]);
  const view = useMemo<AssetView>(() => ({ entity, queryId, filter, sort }), [entity, queryId, filter, sort]);
  const list = useSelector(selectAssetList);
  const savedQueries = useSelector((state: Parameters<typeof selectSavedQueriesOf>[0]) => selectSavedQueriesOf(state, entity));
  const [filterOpen, setFilterOpen] = useState(filter !== null);

  useEffect(() => {
    dispatch(assetListOpened({ view }));
  }, [dispatch, view]);

  /** A new view in the address (a history entry, so Back returns to the previous one). */
  const change = (updates: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(updates)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const onEndReached = useCallback(() => {
    dispatch(assetsMoreRequested());
  }, [dispatch]);
  const onRowOpen = useCallback(
    (row: AssetRow) => {
      void navigate(ASSETS_PATHS.asset(row.entity, row.id));
    },
    [navigate],
  );

  const columns = useMemo<DataTableColumn<AssetRow>[]>(
    () =>
      list.columns.map((column) => ({
        id: column.name,
        header: column.title,
        isSortable: column.sortable ?? false,
        isRowHeader: column.name === 'name',
        accessor: (row: AssetRow) => formatValue(row.values[column.name] ?? (column.name === 'name' ? row.name : undefined)),
      })),
    [list.columns],
  );

  if (list.unavailable) return renderUnavailable ? renderUnavailable(list.unavailable) : <AssetsUnavailable reason={list.unavailable} entity={entity} />;

  const loading = list.status === 'loading' || list.status === 'idle';
  return (
    <Page>
      <Spread>
        <h1>{M.entityTitle(entity)}</h1>
        <TypePicker entity={entity} />
      </Spread>
      <Row>
        <Select
          label={M.savedQuery}
          value={queryId ?? ALL_ASSETS_KEY}
          onChange={(key) => {
            change({ [P.query]: key === ALL_ASSETS_KEY || key === null ? null : String(key) });
          }}
        >
          <SelectItem id={ALL_ASSETS_KEY}>{M.allAssets}</SelectItem>
          {savedQueries.map((query) => (
            <SelectItem key={query.id} id={query.id}>
              {query.name}
            </SelectItem>
          ))}
        </Select>
        <Button
          variant="secondary"
          aria-expanded={filterOpen}
          onPress={() => {
            setFilterOpen((open) => !open);
          }}
        >
          {filterOpen ? M.hideFilter : M.filter}
        </Button>
        <ColumnChooser />
        <ExportControl isDisabled={list.status !== 'loaded' || list.rows.length === 0} />
      </Row>
      {filterOpen && (
        <FilterPanel
          key={`${entity}:${filterText ?? ''}`}
          entity={entity}
          filter={filter}
          onApply={(next) => {
            change({ [P.filter]: next ? JSON.stringify(next) : null });
          }}
        />
      )}
      <Spread>
        <Muted role="status">{list.status === 'loaded' ? M.total(list.total, list.totalCapped) : ''}</Muted>
        {list.loadingMore && <Spinner size="sm" label={M.loadingMore} />}
      </Spread>
      <DataTable
        aria-label={M.gridLabel(entity)}
        columns={columns.length > 0 ? columns : [{ id: 'name', header: M.fieldName, accessor: 'name' }]}
        rows={list.rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        sortDescriptor={toDescriptor(sort)}
        onSortChange={(descriptor) => {
          change({ [P.sort]: `${descriptor.direction === 'descending' ? '-' : ''}${String(descriptor.column)}` });
        }}
        isVirtualized
        maxHeightPx={GRID_HEIGHT_PX}
        isLoading={loading}
        error={list.status === 'failed' ? { message: list.error ?? M.loadFailed, retryLabel: M.retry, onRetry: () => dispatch(assetListOpened({ view, force: true })) } : null}
        emptyState={<EmptyState headingLevel={2} title={M.empty} description={M.emptyHint} />}
        onRowOpen={onRowOpen}
        onEndReached={onEndReached}
      />
      {list.moreError && (
        <Row>
          <Muted>{list.moreError}</Muted>
          <Button variant="secondary" onPress={onEndReached}>
            {M.retry}
          </Button>
        </Row>
      )}
    </Page>
  );
}

/**
 * The assets screen (spec 2: assets, entity type): the virtual grid of one type's assets, fetched
 * ASSETS_PAGE_SIZE at a time by cursor as it scrolls, with its total, the saved-query picker,
 * the filter builder, the column chooser, sorting by a column's header and the CSV export. Row
 * click or Enter opens the asset. The view (query, filter, sort) lives in the address.
 */
export function AssetsScreen({ entity, renderUnavailable }: AssetsScreenProps) {
  if (entity === null) return <FirstType />;
  return <AssetList key={entity} entity={entity} renderUnavailable={renderUnavailable} />;
}
