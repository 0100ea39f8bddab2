import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Badge, Button, Checkbox, EmptyState, Spinner } from '@vigil/ui';
import { childPath, type DataField, type QueryDiffEntry, type QueryFilter, type QueryVersion } from '@vigil/openapi';
import { formatDateTime } from '../../../users/views/format';
import { conditionText, groupWords } from '../../filterText';
import { QUERIES_PATHS } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import {
  selectCanUpdateQueries,
  selectHistoryDiff,
  selectHistoryPicked,
  selectHistoryQuery,
  selectHistoryVersions,
  selectQueryDataFields,
  selectQueryHistory,
} from '../../state/queries.selectors';
import {
  historyNoticeDismissed,
  queryHistoryOpened,
  queryVersionRestoreRequested,
  queryVersionsMoreRequested,
  queryVersionsRequested,
  queryVersionToggled,
} from '../../state/queryHistory.slice';
import type { QueryUnavailableReason } from '../../state/queryEditor.slice';
import { Muted, Page, PageHeader, RouteLink } from '../common.styles';
import { Panel } from '../QueryEditorScreen/QueryEditorScreen.styles';
import { QueryUnavailable } from '../QueryEditorScreen/QueryEditorScreen';
import { ChangeList, Layout, Outline, OutlineItem, Sides, VersionList, type ChangeKind } from './QueryHistoryScreen.styles';

export interface QueryHistoryScreenProps {
  queryId: string;
  /** What to show when the server does not show the query to this user (404). */
  renderUnavailable?: (reason: QueryUnavailableReason) => ReactNode;
}

const CHANGE_WORD: Record<ChangeKind, string> = { added: M.changeAdded, removed: M.changeRemoved, changed: M.changeChanged };
const CHANGE_TONE = { added: 'success', removed: 'error', changed: 'warning' } as const;

/** A filter as nested lists, each node marked with its change on this side of the comparison. */
function FilterOutline({ group, path, fields, marks }: { group: QueryFilter; path: string; fields: readonly DataField[]; marks: ReadonlyMap<string, ChangeKind> }) {
  if (path === '' && group.conditions.length + group.groups.length === 0) return <Muted>{M.emptyFilter}</Muted>;
  const mark = (nodePath: string) => marks.get(nodePath);
  const word = (nodePath: string) => {
    const change = mark(nodePath);
    return change ? <Badge tone={CHANGE_TONE[change]}>{CHANGE_WORD[change]}</Badge> : null;
  };
  return (
    <Outline>
      <OutlineItem $change={mark(path)}>
        {word(path)} {groupWords(group.operator, group.not)}
        <ul>
          {group.conditions.map((condition, index) => {
            const nodePath = childPath(path, 'c', index);
            const inner = condition.nested ?? condition.relationship_filter?.value;
            return (
              <OutlineItem key={nodePath} $change={mark(nodePath)}>
                {word(nodePath)} {conditionText(condition, fields)} <code>{nodePath}</code>
                {inner && inner.conditions.length + inner.groups.length > 0 && (
                  <FilterOutline group={inner} path={childPath(nodePath, 'g', 0)} fields={[]} marks={marks} />
                )}
              </OutlineItem>
            );
          })}
          {group.groups.map((child, index) => {
            const nodePath = childPath(path, 'g', index);
            return (
              <li key={nodePath}>
                <FilterOutline group={child} path={nodePath} fields={fields} marks={marks} />
              </li>
            );
          })}
        </ul>
      </OutlineItem>
    </Outline>
  );
}

function changeText(change: QueryDiffEntry, fields: readonly DataField[]): string {
  if (change.group_before && change.group_after) return M.groupOperator(change.group_before, change.group_after);
  const before = change.before ? conditionText(change.before, fields) : '';
  const after = change.after ? conditionText(change.after, fields) : '';
  if (change.change === 'changed') return `${before} → ${after}`;
  return before || after;
}

function Comparison({ fields }: { fields: readonly DataField[] }) {
  const diff = useSelector(selectHistoryDiff);
  const picked = useSelector(selectHistoryPicked);
  if (picked.length < 2) return <Muted>{M.pickHint}</Muted>;
  if (diff.status === 'failed') return <Alert tone="error" title={diff.error ?? M.diffFailed} />;
  if (diff.status !== 'loaded' || !diff.value) return <Spinner label={M.changesLabel} />;
  const { from, to, name_before: nameBefore, name_after: nameAfter, changes } = diff.value;
  const left = new Map<string, ChangeKind>();
  const right = new Map<string, ChangeKind>();
  for (const change of changes) {
    if (change.change !== 'added') left.set(change.path, change.change);
    if (change.change !== 'removed') right.set(change.path, change.change);
  }
  return (
    <>
      <h2 id="query-compare-title">{M.compareTitle(from.version, to.version)}</h2>
      {nameBefore !== nameAfter && <p>{M.nameChange(nameBefore, nameAfter)}</p>}
      <Sides>
        <section aria-labelledby="query-compare-from">
          <h3 id="query-compare-from">{M.version(from.version)}</h3>
          <FilterOutline group={from.filter} path="" fields={fields} marks={left} />
        </section>
        <section aria-labelledby="query-compare-to">
          <h3 id="query-compare-to">{M.version(to.version)}</h3>
          <FilterOutline group={to.filter} path="" fields={fields} marks={right} />
        </section>
      </Sides>
      <h3>{M.changesLabel}</h3>
      {changes.length === 0 ? (
        <Muted>{M.noChanges}</Muted>
      ) : (
        <ChangeList aria-label={M.changesLabel}>
          {changes.map((change) => (
            <li key={`${change.change}-${change.path}`}>
              <Badge tone={CHANGE_TONE[change.change]}>{CHANGE_WORD[change.change]}</Badge>
              <code>{change.path || '/'}</code>
              <span>{changeText(change, fields)}</span>
            </li>
          ))}
        </ChangeList>
      )}
    </>
  );
}

function VersionRow({ version, newest, canRestore }: { version: QueryVersion; newest: boolean; canRestore: boolean }) {
  const dispatch = useDispatch();
  const picked = useSelector(selectHistoryPicked);
  const { restoring } = useSelector(selectQueryHistory);
  return (
    <li>
      <div>
        <Checkbox isSelected={picked.includes(version.version)} onChange={() => dispatch(queryVersionToggled(version.version))} aria-label={M.pickVersion(version.version)}>
          <strong>{M.version(version.version)}</strong>
        </Checkbox>
        {newest && <Badge tone="success">{M.latest}</Badge>}
      </div>
      <p>{M.savedBy(version.saved_by?.user_name ?? null, formatDateTime(version.saved_at))}</p>
      <p>{version.name}</p>
      {canRestore && !newest && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={M.restoreVersion(version.version)}
          isLoading={restoring === version.version}
          isDisabled={restoring !== null && restoring !== version.version}
          onPress={() => dispatch(queryVersionRestoreRequested(version))}
        >
          {M.restore}
        </Button>
      )}
    </li>
  );
}

/** A query's versions, newest first (who, when), two of them compared side by side, and any restored as the newest. */
export function QueryHistoryScreen({ queryId, renderUnavailable }: QueryHistoryScreenProps) {
  const dispatch = useDispatch();
  const query = useSelector(selectHistoryQuery);
  const versions = useSelector(selectHistoryVersions);
  const { notice } = useSelector(selectQueryHistory);
  const canUpdate = useSelector(selectCanUpdateQueries);
  const dataFields = useSelector(selectQueryDataFields);

  useEffect(() => {
    dispatch(queryHistoryOpened({ queryId }));
  }, [dispatch, queryId]);

  if (query.status === 'unavailable' && query.unavailable) {
    return renderUnavailable ? renderUnavailable(query.unavailable) : <QueryUnavailable reason={query.unavailable} />;
  }
  const saved = query.value;
  const fields = saved ? (dataFields[saved.entity] ?? []) : [];
  const canRestore = canUpdate && saved !== null && saved.can_edit && !saved.predefined;
  const newest = versions.items[0]?.version;

  return (
    <Page aria-labelledby="query-history-title">
      <PageHeader>
        <div>
          <nav aria-label={M.title}>
            <RouteLink to={QUERIES_PATHS.list}>{M.backToQueries}</RouteLink>
          </nav>
          <h1 id="query-history-title">{saved ? M.historyTitle(saved.name) : M.history}</h1>
        </div>
        {saved && <RouteLink to={QUERIES_PATHS.query(saved.id)}>{M.openEditor}</RouteLink>}
      </PageHeader>
      {query.status === 'failed' && <Alert tone="error" title={query.error ?? M.editorLoadFailed} />}
      {notice && <Alert tone={notice.tone} title={notice.text} onDismiss={() => dispatch(historyNoticeDismissed())} />}
      <Layout>
        <Panel aria-labelledby="query-versions-title">
          <h2 id="query-versions-title">{M.versionsLabel}</h2>
          {versions.status === 'loading' && <Spinner label={M.versionsLabel} />}
          {versions.status === 'failed' && (
            <Alert
              tone="error"
              title={M.versionsFailed}
              action={
                <Button size="sm" onPress={() => dispatch(queryVersionsRequested())}>
                  {M.retry}
                </Button>
              }
            />
          )}
          {versions.status === 'loaded' && versions.items.length === 0 && <EmptyState headingLevel={3} title={M.versionsEmpty} />}
          {versions.items.length > 0 && versions.status !== 'failed' && (
            <>
              <Muted>{M.pickHint}</Muted>
              <VersionList aria-labelledby="query-versions-title">
                {versions.items.map((version) => (
                  <VersionRow key={version.version} version={version} newest={version.version === newest} canRestore={canRestore} />
                ))}
              </VersionList>
            </>
          )}
          {versions.status === 'loaded' && versions.nextCursor && (
            <Button variant="secondary" isLoading={versions.loadingMore} onPress={() => dispatch(queryVersionsMoreRequested())}>
              {M.loadMore}
            </Button>
          )}
        </Panel>
        <Panel aria-label={M.changesLabel}>
          <Comparison fields={fields} />
        </Panel>
      </Layout>
    </Page>
  );
}
