import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Notification } from '@vigil/openapi';
import { Alert, Badge, Button, EmptyState, Icon, Link, Radio, RadioGroup, Spinner, type BadgeTone, type IconName } from '@vigil/ui';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { FINDINGS_MESSAGES as M } from '../../findings.messages';
import { selectFindings } from '../../state/findings.selectors';
import { findingsFilterChanged, findingsMoreRequested, findingsOpened, markReadRequested, type FindingsFilter } from '../../state/findings.slice';
import { findingLinks } from './findingLinks';
import { Actions, Item, ItemHeader, Links, List, Meta, Screen, Severity, Toolbar } from './FindingsScreen.styles';

const SEVERITY_ICON: Record<Notification['severity'], IconName> = { info: 'info', warning: 'warning', error: 'error' };
const SEVERITY_TONE: Record<Notification['severity'], BadgeTone> = { info: 'info', warning: 'warning', error: 'error' };

/** The Findings route: findings and notifications newest first, All or Unread, Mark read (one or all), Load more. */
export function FindingsScreen() {
  const dispatch = useDispatch();
  const state = useSelector(selectFindings);

  useEffect(() => {
    dispatch(findingsOpened());
  }, [dispatch]);

  const anyUnread = state.items.some((item) => !item.read);

  return (
    <Screen aria-labelledby="findings-title">
      <header>
        <h1 id="findings-title">{M.title}</h1>
        <p>{M.intro}</p>
      </header>
      <Toolbar>
        <RadioGroup
          label={M.filterLabel}
          orientation="horizontal"
          value={state.filter}
          onChange={(value) => {
            dispatch(findingsFilterChanged(value as FindingsFilter));
          }}
        >
          <Radio value="all">{M.all}</Radio>
          <Radio value="unread">{M.unread}</Radio>
        </RadioGroup>
        <Button isDisabled={!anyUnread || state.marking} onPress={() => dispatch(markReadRequested({ all: true }))}>
          {M.markAllRead}
        </Button>
      </Toolbar>
      {state.markError && <Alert tone="error">{state.markError}</Alert>}
      {state.status === 'loading' && <Spinner label={M.title} />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(findingsOpened())}>{M.retry}</Button>}>
          {state.error ?? M.loadFailed}
        </Alert>
      )}
      {state.status === 'loaded' && state.items.length === 0 && <EmptyState title={M.emptyTitle} description={state.filter === 'unread' ? M.emptyUnread : M.emptyAll} />}
      {state.status === 'loaded' && state.items.length > 0 && (
        <List aria-label={M.listLabel}>
          {state.items.map((finding) => (
            <FindingItem key={finding.id} finding={finding} isMarking={state.marking} />
          ))}
        </List>
      )}
      {state.status === 'loaded' && state.nextCursor && (
        <div>
          <Button isDisabled={state.loadingMore} onPress={() => dispatch(findingsMoreRequested())}>
            {M.loadMore}
          </Button>
        </div>
      )}
    </Screen>
  );
}

function FindingItem({ finding, isMarking }: { finding: Notification; isMarking: boolean }) {
  const dispatch = useDispatch();
  const links = findingLinks(finding);
  return (
    <Item data-read={finding.read || undefined} aria-labelledby={`finding-${finding.id}`}>
      <ItemHeader>
        <Severity>
          <Icon name={SEVERITY_ICON[finding.severity]} />
          <Badge tone={SEVERITY_TONE[finding.severity]}>{M.severity[finding.severity]}</Badge>
        </Severity>
        <strong id={`finding-${finding.id}`}>{finding.title}</strong>
      </ItemHeader>
      <Meta>
        <span>{M.kind[finding.kind]}</span>
        <time dateTime={finding.created_at}>{formatDateTime(finding.created_at)}</time>
        <span>{finding.read ? M.readState : M.unreadState}</span>
      </Meta>
      <Actions>
        {links.length > 0 && (
          <Links>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </Links>
        )}
        {!finding.read && (
          <Button size="sm" variant="ghost" aria-label={M.markReadOf(finding.title)} isDisabled={isMarking} onPress={() => dispatch(markReadRequested({ ids: [finding.id] }))}>
            {M.markRead}
          </Button>
        )}
      </Actions>
    </Item>
  );
}
