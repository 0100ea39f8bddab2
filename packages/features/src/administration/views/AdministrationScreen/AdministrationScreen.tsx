import { useEffect, useId, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Badge, Button, Skeleton } from '@vigil/ui';
import type { SystemOverview } from '@vigil/openapi';
import { formatVersion } from '../../../constants/formatVersion';
import { contractBanner, trialBanner } from '../../../onboarding/state/banners';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { ADMINISTRATION_SETTINGS_LINKS } from '../../administration.constants';
import { ADMINISTRATION_MESSAGES as M } from '../../administration.messages';
import { selectSystemOverview, selectSystemOverviewError, selectSystemOverviewStatus } from '../../state/administration.selectors';
import { systemOverviewRequested } from '../../state/administration.slice';
import { Actions, Card, Cards, Facts, Header, Muted, NodesTable, Page, SettingsLink, SettingsList } from './AdministrationScreen.styles';
import { formatBytes } from './formatBytes';

const dateOrElse = (iso: string | null, otherwise: string) => (iso ? formatDateTime(iso) : otherwise);

/** A card with a heading that names it. */
function OverviewCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} $wide={wide}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </Card>
  );
}

/** Days left as a badge, toned as the banners are (spec 4 Banners), from the server's clock. */
function DaysLeft({ state }: { state: { daysLeft: number; severity: 'info' | 'warning' | 'error' | 'dangerous' | 'verydangerous' } | null }) {
  if (!state) return null;
  return <Badge tone={state.severity}>{state.daysLeft <= 0 ? M.expired : M.daysLeft(state.daysLeft)}</Badge>;
}

function OverviewCards({ overview }: { overview: SystemOverview }) {
  const now = Date.parse(overview.generated_at);
  const { license, database, discovery, nodes, mail } = overview;
  const phase = discovery.subPhases.find((sub) => sub.status === 'running');
  return (
    <Cards>
      <OverviewCard title={M.systemTitle}>
        <Facts>
          <dt>{M.version}</dt>
          <dd>{formatVersion(overview.version)}</dd>
          <dt>{M.build}</dt>
          <dd>
            <code>{overview.build}</code>
          </dd>
        </Facts>
      </OverviewCard>

      <OverviewCard title={M.licenseTitle}>
        <Facts>
          <dt>{M.contractEnd}</dt>
          <dd>
            {dateOrElse(license.contract_end, M.noContract)}
            <DaysLeft state={contractBanner(license.contract_end, now)} />
          </dd>
          <dt>{M.trialEnd}</dt>
          <dd>
            {dateOrElse(license.trial_end, M.notTrial)}
            <DaysLeft state={trialBanner(license.trial_end, now)} />
          </dd>
        </Facts>
      </OverviewCard>

      <OverviewCard title={M.databaseTitle}>
        <Facts>
          <dt>{M.databaseKind}</dt>
          <dd>{M.databaseKinds[database.kind]}</dd>
          <dt>{M.databaseSize}</dt>
          <dd>{formatBytes(database.size_bytes)}</dd>
        </Facts>
      </OverviewCard>

      <OverviewCard title={M.discoveryTitle}>
        <Facts>
          <dt>{M.discoveryStatus}</dt>
          <dd>
            <Badge tone={discovery.status === 'done' ? 'neutral' : 'info'}>{M.discoveryStatuses[discovery.status]}</Badge>
          </dd>
          {phase && (
            <>
              <dt>{M.currentPhase}</dt>
              <dd>{M.phaseProgress(phase.name, phase.progress)}</dd>
            </>
          )}
          <dt>{M.lastStart}</dt>
          <dd>{dateOrElse(discovery.lastStartTime, M.never)}</dd>
          <dt>{M.lastFinish}</dt>
          <dd>{dateOrElse(discovery.lastFinishedTime, M.never)}</dd>
          <dt>{M.nextRun}</dt>
          <dd>{dateOrElse(discovery.nextRunTime, M.notScheduled)}</dd>
        </Facts>
      </OverviewCard>

      <OverviewCard title={M.mailTitle}>
        <Facts>
          <dt>{M.mailDelivery}</dt>
          <dd>{M.mailDeliveries[mail.delivery]}</dd>
          <dt>{M.mailQueued}</dt>
          <dd>
            <Badge tone={mail.queued > 0 ? 'warning' : 'success'}>{String(mail.queued)}</Badge>
          </dd>
          <dt>{M.mailOldest}</dt>
          <dd>{dateOrElse(mail.oldest_queued_at, M.none)}</dd>
          <dt>{M.mailFailed}</dt>
          <dd>
            <Badge tone={mail.failed > 0 ? 'error' : 'success'}>{String(mail.failed)}</Badge>
          </dd>
          <dt>{M.mailLastFailed}</dt>
          <dd>{dateOrElse(mail.last_failed_at, M.never)}</dd>
        </Facts>
      </OverviewCard>

      <OverviewCard title={M.nodesTitle} wide>
        <NodesTable aria-label={M.nodesLabel}>
          <thead>
            <tr>
              <th scope="col">{M.nodeHost}</th>
              <th scope="col">{M.version}</th>
              <th scope="col">{M.nodeStatus}</th>
              <th scope="col">{M.nodeStarted}</th>
              <th scope="col">{M.nodeLastSeen}</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((node) => (
              <tr key={node.id}>
                <th scope="row">
                  {node.hostname} <Muted>({String(node.pid)})</Muted> {node.current && <Muted>{M.thisNode}</Muted>}
                </th>
                <td>{formatVersion(node.version)}</td>
                <td>
                  <Badge tone={node.status === 'up' ? 'success' : 'error'}>{M.nodeStatuses[node.status]}</Badge>
                </td>
                <td>{formatDateTime(node.started_at)}</td>
                <td>{formatDateTime(node.last_seen_at)}</td>
              </tr>
            ))}
          </tbody>
        </NodesTable>
      </OverviewCard>
    </Cards>
  );
}

/** Placeholder cards while the first overview loads. */
function LoadingCards() {
  return (
    <Cards aria-hidden="true">
      {[M.systemTitle, M.licenseTitle, M.databaseTitle, M.discoveryTitle, M.mailTitle].map((title) => (
        <Card key={title}>
          <Skeleton width="40%" />
          <Skeleton />
          <Skeleton width="70%" />
        </Card>
      ))}
    </Cards>
  );
}

/**
 * The Administration page (admins only): the system's state (version and build, license,
 * database, discovery, nodes, mail outbox) from GET system/overview, and links to the settings
 * an administrator needs. Loads on mount; Refresh loads again.
 */
export function AdministrationScreen() {
  const dispatch = useDispatch();
  const status = useSelector(selectSystemOverviewStatus);
  const overview = useSelector(selectSystemOverview);
  const error = useSelector(selectSystemOverviewError);
  const titleId = useId();
  const loading = status === 'loading' || status === 'idle';

  useEffect(() => {
    dispatch(systemOverviewRequested());
  }, [dispatch]);

  const refresh = () => dispatch(systemOverviewRequested());

  return (
    <Page aria-labelledby={titleId} aria-busy={loading}>
      <Header>
        <div>
          <h1 id={titleId}>{M.title}</h1>
          <p>{M.summary}</p>
        </div>
        <Actions>
          {overview && (
            <span>
              {M.updatedAt} {formatDateTime(overview.generated_at)}
            </span>
          )}
          <Button size="sm" onPress={refresh} isLoading={loading && overview !== null}>
            {M.refresh}
          </Button>
        </Actions>
      </Header>

      {status === 'failed' && (
        <Alert
          tone="error"
          title={M.loadFailed}
          action={
            <Button size="sm" variant="primary" onPress={refresh}>
              {M.retry}
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {!overview && loading && (
        <>
          <Muted role="status">{M.loading}</Muted>
          <LoadingCards />
        </>
      )}
      {overview && <OverviewCards overview={overview} />}

      <OverviewCard title={M.settingsTitle}>
        <SettingsList aria-label={M.settingsLabel}>
          {ADMINISTRATION_SETTINGS_LINKS.map((link) => (
            <li key={link.href}>
              <SettingsLink to={link.href}>{link.label}</SettingsLink>
              <p>{link.description}</p>
            </li>
          ))}
        </SettingsList>
      </OverviewCard>
    </Page>
  );
}
