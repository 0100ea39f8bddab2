import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { Connection } from '@vigil/openapi';
import { Alert, Button, ConfirmDialog, EmptyState, Spinner } from '@vigil/ui';
import { utcTime } from '../../../webhooks/views/format';
import { ADAPTERS_PATHS } from '../../adapters.constants';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { selectAdapters } from '../../state/adapters.selectors';
import {
  adapterMoreRequested,
  adapterOpened,
  connectionDeleteConfirmed,
  connectionFetchRequested,
  connectionFormClosed,
  connectionFormOpened,
  connectionSubmitted,
  connectionTestRequested,
  noticeDismissed,
} from '../../state/adapters.slice';
import { Header, Row, Scroller, Screen, Table } from '../adapters.styles';
import { ConnectionFormModal } from '../ConnectionFormModal';
import { ConnectionStatusBadge } from '../ConnectionStatusBadge';
import { LoadMore } from '../LoadMore';
import { useFollowRuns } from '../useFollowRuns';

/** One adapter: its connections (label, status, last fetch, error) with Add, Edit, Test connection, Fetch now and Delete. */
export function AdapterPage({ module }: { module: string }) {
  const dispatch = useDispatch();
  const state = useSelector(selectAdapters);
  const { adapter } = state;
  const [deleting, setDeleting] = useState<Connection | null>(null);

  useEffect(() => {
    dispatch(adapterOpened(module));
  }, [dispatch, module]);
  useFollowRuns('adapter');

  const details = adapter.details;
  const editing = state.form?.connectionId ? adapter.connections.find((item) => item.id === state.form?.connectionId) : undefined;
  const fetchable = details?.fetchable === true;
  const add = (
    <Button variant="primary" onPress={() => dispatch(connectionFormOpened(null))}>
      {M.addConnection}
    </Button>
  );

  return (
    <Screen aria-label={details?.title ?? module}>
      <Link to={ADAPTERS_PATHS.catalogue}>{M.backToCatalogue}</Link>
      {adapter.status === 'loading' && <Spinner label={module} />}
      {adapter.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(adapterOpened(module))}>{M.tryAgain}</Button>}>
          {`${M.adapterLoadFailed} ${adapter.error ?? ''}`.trim()}
        </Alert>
      )}
      {details && (
        <>
          <Header>
            <div>
              <h1>{details.title}</h1>
              <p>
                {details.category} · {details.description}
              </p>
            </div>
            {fetchable && adapter.connections.length > 0 && add}
          </Header>
          {!fetchable && <Alert tone="info">{`${M.sample}. ${M.sampleAdapter}`}</Alert>}
          {state.lastTest && (
            <Alert tone={state.lastTest.result.ok ? 'success' : 'error'} title={(state.lastTest.result.ok ? M.testOk : M.testFailed)(state.lastTest.label)}>
              {[state.lastTest.result.message, state.lastTest.result.ok ? M.testFetched(state.lastTest.result.fetched) : '', M.testDuration(state.lastTest.result.duration_ms)]
                .filter(Boolean)
                .join(' ')}
            </Alert>
          )}
          {state.notice && (
            <Alert tone={state.notice.tone} onDismiss={() => dispatch(noticeDismissed())}>
              {state.notice.text}
            </Alert>
          )}
          {adapter.connections.length === 0 ? (
            <EmptyState title={M.noConnectionsTitle} description={fetchable ? M.noConnectionsBody : M.sampleAdapter} {...(fetchable ? { action: add } : {})} />
          ) : (
            <Scroller tabIndex={0} role="region" aria-label={M.connectionsLabel}>
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{M.columnLabel}</th>
                    <th scope="col">{M.columnStatus}</th>
                    <th scope="col">{M.columnLastFetch}</th>
                    <th scope="col">{M.columnError}</th>
                    {fetchable && <th scope="col">{M.columnActions}</th>}
                  </tr>
                </thead>
                <tbody>
                  {adapter.connections.map((connection) => (
                    <tr key={connection.id}>
                      <th scope="row">{connection.label}</th>
                      <td>
                        <ConnectionStatusBadge status={connection.status} />
                      </td>
                      <td>{connection.last_fetch_at ? utcTime(connection.last_fetch_at) : M.never}</td>
                      <td>{connection.error ?? ''}</td>
                      {fetchable && (
                        <td>
                          <Row>
                            <Button size="sm" aria-label={M.editOf(connection.label)} onPress={() => dispatch(connectionFormOpened(connection.id))}>
                              {M.edit}
                            </Button>
                            <Button
                              size="sm"
                              aria-label={M.testOf(connection.label)}
                              isLoading={state.testing === connection.id}
                              onPress={() => dispatch(connectionTestRequested({ id: connection.id, label: connection.label }))}
                            >
                              {M.test}
                            </Button>
                            <Button
                              size="sm"
                              aria-label={M.fetchOf(connection.label)}
                              isLoading={state.fetching === connection.id}
                              onPress={() => dispatch(connectionFetchRequested({ id: connection.id, label: connection.label }))}
                            >
                              {M.fetchNow}
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              aria-label={M.deleteOf(connection.label)}
                              onPress={() => {
                                setDeleting(connection);
                              }}
                            >
                              {M.delete}
                            </Button>
                          </Row>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroller>
          )}
          <LoadMore nextCursor={adapter.nextCursor} loading={adapter.loadingMore} onPress={() => dispatch(adapterMoreRequested())} />
        </>
      )}
      {details && state.form && (
        <ConnectionFormModal
          key={state.form.connectionId ?? 'new'}
          adapter={details}
          {...(editing ? { connection: editing } : {})}
          vaults={state.vaults}
          form={state.form}
          onSubmit={(submission) => dispatch(connectionSubmitted(submission))}
          onClose={() => dispatch(connectionFormClosed())}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={M.deleteTitle}
        confirmLabel={M.delete}
        cancelLabel={M.cancel}
        tone="danger"
        onConfirm={() => {
          if (deleting) dispatch(connectionDeleteConfirmed({ id: deleting.id, label: deleting.label }));
          setDeleting(null);
        }}
      >
        <p>{deleting ? M.deleteBody(deleting.label) : ''}</p>
      </ConfirmDialog>
    </Screen>
  );
}
