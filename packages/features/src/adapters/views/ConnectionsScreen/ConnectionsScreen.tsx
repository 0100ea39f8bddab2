import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { AdapterConnectionStatus } from '@vigil/openapi';
import { Alert, Button, EmptyState, SearchField, Select, SelectItem, Spinner } from '@vigil/ui';
import { utcTime } from '../../../webhooks/views/format';
import { ADAPTERS_PATHS } from '../../adapters.constants';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import type { ConnectionFilter } from '../../api/adapters.api';
import { selectAdapters } from '../../state/adapters.selectors';
import { catalogueOpened, connectionsFiltered, connectionsMoreRequested } from '../../state/adapters.slice';
import { Filters, Header, Scroller, Screen, Table } from '../adapters.styles';
import { ConnectionStatusBadge } from '../ConnectionStatusBadge';
import { LoadMore } from '../LoadMore';
import { useFollowRuns } from '../useFollowRuns';

const ANY = '*';
const STATUSES: AdapterConnectionStatus[] = ['connected', 'disconnected', 'not_available', 'never_connected'];

/** Every connection across adapters: filtered by status, adapter and search, cursor paged with Load more. */
export function ConnectionsScreen() {
  const dispatch = useDispatch();
  const { connections, catalogue } = useSelector(selectAdapters);
  const { filter } = connections;

  useEffect(() => {
    dispatch(catalogueOpened());
    dispatch(connectionsFiltered({}));
  }, [dispatch]);
  useFollowRuns('connections');

  const refilter = (patch: Partial<ConnectionFilter>) => dispatch(connectionsFiltered({ ...filter, ...patch }));

  return (
    <Screen aria-label={M.connectionsTitle}>
      <Header>
        <div>
          <h1>{M.connectionsTitle}</h1>
          <p>{M.connectionsIntro}</p>
        </div>
      </Header>
      <Filters>
        <SearchField label={M.searchConnections} value={filter.search ?? ''} onChange={(search) => refilter({ search })} />
        <Select<{ id: string; name: string }>
          label={M.statusFilter}
          value={filter.status ?? ANY}
          onChange={(key) => refilter({ status: key === null || key === ANY ? null : (String(key) as AdapterConnectionStatus) })}
          items={[{ id: ANY, name: M.anyStatus }, ...STATUSES.map((status) => ({ id: status, name: M.status(status) }))]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select<{ id: string; name: string }>
          label={M.adapterFilter}
          value={filter.adapter ?? ANY}
          onChange={(key) => refilter({ adapter: key === null || key === ANY ? null : String(key) })}
          items={[{ id: ANY, name: M.anyAdapter }, ...catalogue.items.map((adapter) => ({ id: adapter.module, name: adapter.title }))]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </Filters>
      {connections.status === 'loading' && <Spinner label={M.connectionsTitle} />}
      {connections.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => refilter({})}>{M.tryAgain}</Button>}>
          {connections.error ?? M.loadFailed}
        </Alert>
      )}
      {connections.status === 'loaded' && connections.items.length === 0 && <EmptyState title={M.noConnectionsTitle} description={M.noConnectionsMatch} />}
      {connections.items.length > 0 && (
        <Scroller tabIndex={0} role="region" aria-label={M.connectionsLabel}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{M.columnLabel}</th>
                <th scope="col">{M.columnAdapter}</th>
                <th scope="col">{M.columnStatus}</th>
                <th scope="col">{M.columnLastFetch}</th>
                <th scope="col">{M.columnError}</th>
              </tr>
            </thead>
            <tbody>
              {connections.items.map((connection) => (
                <tr key={connection.id}>
                  <th scope="row">{connection.label}</th>
                  <td>
                    <Link to={ADAPTERS_PATHS.adapter(connection.adapter)}>{connection.adapter_title}</Link>
                  </td>
                  <td>
                    <ConnectionStatusBadge status={connection.status} />
                  </td>
                  <td>{connection.last_fetch_at ? utcTime(connection.last_fetch_at) : M.never}</td>
                  <td>{connection.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
      <LoadMore nextCursor={connections.nextCursor} loading={connections.loadingMore} onPress={() => dispatch(connectionsMoreRequested())} />
    </Screen>
  );
}
