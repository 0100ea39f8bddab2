import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { DiscoveryRun, FetchHistoryEntry } from '@vigil/openapi';
import { Alert, Badge, Button, EmptyState, Select, SelectItem, Spinner, Tab, TabList, TabPanel, Tabs, type BadgeTone } from '@vigil/ui';
import { utcTime } from '../../../webhooks/views/format';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { formatDuration } from '../../form/connectionForm';
import { selectAdapters } from '../../state/adapters.selectors';
import { connectionsFiltered, historyMoreRequested, historyOpened, runsOpened } from '../../state/adapters.slice';
import { ErrorList, Filters, Header, Muted, Scroller, Screen, Table } from '../adapters.styles';
import { LoadMore } from '../LoadMore';
import { useFollowRuns } from '../useFollowRuns';

const ANY = '*';
const FETCH_TONE: Record<FetchHistoryEntry['status'], BadgeTone> = { running: 'info', success: 'success', failed: 'error', stopped: 'warning' };

const counts = (fetched: Record<string, number>) =>
  Object.entries(fetched)
    .map(([entity, count]) => `${String(count)} ${entity}`)
    .join(', ') || '0';

const phaseTime = (phase: NonNullable<DiscoveryRun['phases']>[number]) =>
  phase.started_at && phase.finished_at ? formatDuration(Date.parse(phase.finished_at) - Date.parse(phase.started_at)) : '-';

function FetchRow({ entry }: { entry: FetchHistoryEntry }) {
  const [open, setOpen] = useState(false);
  const errorsId = `row-errors-${entry.id}`;
  return (
    <tr>
      <th scope="row">{entry.connection_label}</th>
      <td>{entry.adapter_title}</td>
      <td>
        <Badge tone={FETCH_TONE[entry.status]}>{M.fetchStatus(entry.status)}</Badge>
        {entry.error && <Muted>{entry.error}</Muted>}
      </td>
      <td>{utcTime(entry.started_at)}</td>
      <td>{formatDuration(entry.duration_ms)}</td>
      <td>{counts(entry.fetched)}</td>
      <td>
        {entry.error_count === 0 ? (
          '0'
        ) : (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={open}
              aria-controls={errorsId}
              aria-label={M.showRowErrors(entry.connection_label)}
              onPress={() => {
                setOpen(!open);
              }}
            >
              {M.rowErrorsOf(entry.error_count)}
            </Button>
            {open && (
              <ErrorList id={errorsId} aria-label={M.showRowErrors(entry.connection_label)}>
                {entry.row_errors.map((row) => (
                  <li key={`${String(row.line)}-${row.message}`}>
                    {M.line(row.line)}: {row.message}
                  </li>
                ))}
              </ErrorList>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

function Fetches() {
  const dispatch = useDispatch();
  const { history, connections } = useSelector(selectAdapters);
  useEffect(() => {
    dispatch(historyOpened(null));
    dispatch(connectionsFiltered({}));
  }, [dispatch]);
  useFollowRuns('history');
  return (
    <>
      <Filters>
        <Select<{ id: string; name: string }>
          label={M.connectionFilter}
          value={history.connectionId ?? ANY}
          onChange={(key) => dispatch(historyOpened(key === null || key === ANY ? null : String(key)))}
          items={[{ id: ANY, name: M.anyConnection }, ...connections.items.map((item) => ({ id: item.id, name: `${item.label} (${item.adapter_title})` }))]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </Filters>
      {history.status === 'loading' && <Spinner label={M.historyTitle} />}
      {history.status === 'failed' && <Alert tone="error">{history.error ?? M.historyFailed}</Alert>}
      {history.status === 'loaded' && history.items.length === 0 && <EmptyState title={M.noHistory} />}
      {history.items.length > 0 && (
        <Scroller tabIndex={0} role="region" aria-label={M.historyLabel}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{M.columnConnection}</th>
                <th scope="col">{M.columnAdapter}</th>
                <th scope="col">{M.columnStatus}</th>
                <th scope="col">{M.columnStarted}</th>
                <th scope="col">{M.columnDuration}</th>
                <th scope="col">{M.columnFetched}</th>
                <th scope="col">{M.columnErrors}</th>
              </tr>
            </thead>
            <tbody>
              {history.items.map((entry) => (
                <FetchRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </Table>
        </Scroller>
      )}
      <LoadMore nextCursor={history.nextCursor} loading={history.loadingMore} onPress={() => dispatch(historyMoreRequested())} />
    </>
  );
}

function Runs() {
  const dispatch = useDispatch();
  const { runs } = useSelector(selectAdapters);
  useEffect(() => {
    dispatch(runsOpened());
  }, [dispatch]);
  useFollowRuns('runs');
  if (runs.status === 'loading') return <Spinner label={M.runsTab} />;
  if (runs.status === 'failed') return <Alert tone="error">{runs.error ?? M.runsFailed}</Alert>;
  if (runs.status === 'loaded' && runs.items.length === 0) return <EmptyState title={M.noRuns} />;
  return (
    <Scroller tabIndex={0} role="region" aria-label={M.runsLabel}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{M.columnStarted}</th>
            <th scope="col">{M.columnTrigger}</th>
            <th scope="col">{M.columnOutcome}</th>
            <th scope="col">{M.columnFinished}</th>
            <th scope="col">{M.columnPhases}</th>
          </tr>
        </thead>
        <tbody>
          {runs.items.map((run) => (
            <tr key={run.id}>
              <th scope="row">{utcTime(run.started_at)}</th>
              <td>
                {M.trigger(run.trigger, run.started_by)}
                {run.connection_ids && <Muted>{M.fetchNowRun}</Muted>}
              </td>
              <td>{M.outcome(run.outcome)}</td>
              <td>{run.finished_at ? utcTime(run.finished_at) : '-'}</td>
              <td>
                <ErrorList>
                  {(run.phases ?? []).map((phase) => (
                    <li key={phase.name}>
                      {M.phase(phase.name)}: {phaseTime(phase)} ({phase.status})
                    </li>
                  ))}
                </ErrorList>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

/** The fetch history (each run's fetch of each connection, with its unreadable rows) and the discovery runs with their phases' times. */
export function FetchHistoryScreen({ initialTab = 'fetches' }: { initialTab?: 'fetches' | 'runs' }) {
  return (
    <Screen aria-label={M.historyTitle}>
      <Header>
        <div>
          <h1>{M.historyTitle}</h1>
          <p>{M.historyIntro}</p>
        </div>
      </Header>
      <Tabs defaultSelectedKey={initialTab}>
        <TabList aria-label={M.historyTitle}>
          <Tab id="fetches">{M.fetchesTab}</Tab>
          <Tab id="runs">{M.runsTab}</Tab>
        </TabList>
        <TabPanel id="fetches">
          <Fetches />
        </TabPanel>
        <TabPanel id="runs">
          <Runs />
        </TabPanel>
      </Tabs>
    </Screen>
  );
}
