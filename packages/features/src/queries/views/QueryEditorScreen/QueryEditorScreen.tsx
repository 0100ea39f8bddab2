import { useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, ConfirmDialog, EmptyState, Spinner } from '@vigil/ui';
import { QUERIES_PATHS } from '../../queries.constants';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import {
  selectCanUpdateQueries,
  selectEditorCounts,
  selectEditorDirty,
  selectEditorProblems,
  selectEditorReadOnlyReason,
  selectQueryDataFields,
  selectQueryEditor,
} from '../../state/queries.selectors';
import {
  draftDiscarded,
  draftFilterChanged,
  editorNavigated,
  editorNoticeDismissed,
  queryDuplicateToEditRequested,
  queryEditorOpened,
  querySaveAsOpened,
  querySaveRequested,
  type QueryUnavailableReason,
} from '../../state/queryEditor.slice';
import { Actions, Page, PageHeader, RouteLink } from '../common.styles';
import { QueryBuilder } from '../QueryBuilder';
import { LeaveGuard } from './LeaveGuard';
import { QueryEditorDialogs } from './QueryEditorDialogs';
import { FilterHeader, Heading, Panel } from './QueryEditorScreen.styles';
import { QueryPreview } from './QueryPreview';
import { QuerySettings } from './QuerySettings';

export interface QueryEditorScreenProps {
  /** The saved query at the address (`/queries/:queryId`); null for a new one (`/queries/new`). */
  queryId: string | null;
  /** A new query's entity, from the address. */
  entity?: string;
  /** A new query's folder, from the address. */
  folderId?: string | null;
  /**
   * What to show when the server does not show the query to this user (404): within a data scope,
   * the app's 'This page is not available within this Data Scope' page.
   */
  renderUnavailable?: (reason: QueryUnavailableReason) => ReactNode;
}

/** The feature's own page for a query that is not there: the spec's sentence within a data scope. */
export function QueryUnavailable({ reason }: { reason: QueryUnavailableReason }) {
  return (
    <Page aria-labelledby="query-unavailable-title">
      <h1 id="query-unavailable-title">{M.title}</h1>
      <EmptyState
        headingLevel={2}
        title={reason === 'not-in-data-scope' ? M.notInDataScope : M.notFound}
        description={reason === 'not-found' ? M.notFoundHint : undefined}
        action={<RouteLink to={QUERIES_PATHS.list}>{M.backToQueries}</RouteLink>}
      />
    </Page>
  );
}

function RootCount() {
  const counts = useSelector(selectEditorCounts);
  const problems = useSelector(selectEditorProblems);
  let line: ReactNode;
  if (counts.status === 'skipped') line = <p data-tone="muted">{M.countSkipped}</p>;
  else if (counts.status === 'failed') line = <p data-tone="error">{counts.error ?? M.countFailed}</p>;
  else if (counts.count === null) line = <p data-tone="muted">{M.counting}</p>;
  else line = <p data-tone="count">{M.count(counts.count)}</p>;
  return (
    <FilterHeader>
      <h2 id="query-filter-title">{M.filterLabel}</h2>
      <div role="status" aria-live="polite" aria-busy={counts.status === 'loading'}>
        {line}
        {problems.length > 0 && <p data-tone="error">{M.problemsSummary(problems.length)}</p>}
      </div>
    </FilterHeader>
  );
}

/**
 * One saved query, or a new one: its details and sharing, the builder with live counts, the
 * first matching assets, Save / Save as / Discard, and a guard against leaving unsaved changes.
 */
export function QueryEditorScreen({ queryId, entity, folderId = null, renderUnavailable }: QueryEditorScreenProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const editor = useSelector(selectQueryEditor);
  const dirty = useSelector(selectEditorDirty);
  const readOnlyReason = useSelector(selectEditorReadOnlyReason);
  const canUpdate = useSelector(selectCanUpdateQueries);
  const dataFields = useSelector(selectQueryDataFields);
  const problems = useSelector(selectEditorProblems);
  const [discardOpen, setDiscardOpen] = useState(false);
  const { navigation } = editor;

  useEffect(() => {
    // The address followed a save of this editor's (a new query now saved, a copy): it holds the query already.
    if (navigation && queryId !== null && editor.queryId === queryId && navigation.to === QUERIES_PATHS.query(queryId)) {
      dispatch(editorNavigated());
      return;
    }
    dispatch(queryEditorOpened({ queryId, entity, folderId }));
    // Only the address opens the editor; the state it reads is the one left by the last save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, queryId, entity, folderId]);

  useEffect(() => {
    if (navigation && location.pathname !== navigation.to) void navigate(navigation.to, { replace: navigation.replace });
  }, [navigate, navigation, location.pathname]);

  if (editor.status === 'unavailable' && editor.unavailable) {
    return renderUnavailable ? renderUnavailable(editor.unavailable) : <QueryUnavailable reason={editor.unavailable} />;
  }

  const query = editor.query;
  const title = query?.name ?? (editor.queryId === null ? M.newTitle : M.title);
  const loaded = editor.status === 'loaded';
  const readOnly = readOnlyReason !== null;
  const saving = editor.save.status === 'saving';
  const canDuplicate = canUpdate && query !== null && (query.predefined || !query.can_edit);

  return (
    <Page aria-labelledby="query-editor-title">
      <PageHeader>
        <Heading>
          <nav aria-label={M.title}>
            <RouteLink to={QUERIES_PATHS.list}>{M.backToQueries}</RouteLink>
          </nav>
          <div>
            <h1 id="query-editor-title">{title}</h1>
            {query?.predefined && <Badge tone="info">{M.predefined}</Badge>}
            {dirty && <Badge tone="warning">{M.unsaved}</Badge>}
          </div>
        </Heading>
        {loaded && (
          <Actions>
            {query && <RouteLink to={QUERIES_PATHS.history(query.id)}>{M.history}</RouteLink>}
            {canDuplicate && (
              <Button variant="primary" isLoading={editor.duplicating} onPress={() => dispatch(queryDuplicateToEditRequested())}>
                {M.duplicateToEdit}
              </Button>
            )}
            {!readOnly && (
              <>
                <Button variant="ghost" isDisabled={!dirty || saving} onPress={() => { setDiscardOpen(true); }}>
                  {M.discard}
                </Button>
                {query && (
                  <Button variant="secondary" isDisabled={saving} onPress={() => dispatch(querySaveAsOpened())}>
                    {M.saveAs}
                  </Button>
                )}
                <Button
                  variant="primary"
                  isDisabled={query !== null && !dirty}
                  isLoading={saving && editor.save.mode === 'save'}
                  onPress={() => dispatch(querySaveRequested())}
                >
                  {M.save}
                </Button>
              </>
            )}
          </Actions>
        )}
      </PageHeader>
      {editor.status === 'loading' && <Spinner label={M.title} />}
      {editor.status === 'failed' && (
        <Alert
          tone="error"
          title={editor.loadError ?? M.editorLoadFailed}
          action={
            <Button size="sm" onPress={() => dispatch(queryEditorOpened({ queryId, entity, folderId }))}>
              {M.retry}
            </Button>
          }
        />
      )}
      {loaded && (
        <>
          {readOnlyReason && <Alert tone="info" title={readOnlyReason} />}
          {editor.notice && <Alert tone={editor.notice.tone} title={editor.notice.text} onDismiss={() => dispatch(editorNoticeDismissed())} />}
          {editor.save.status === 'failed' && !editor.saveAsOpen && editor.save.error && <Alert tone="error" title={editor.save.error} />}
          <Panel aria-label={M.name}>
            <QuerySettings readOnly={readOnly} />
          </Panel>
          <Panel aria-labelledby="query-filter-title">
            <RootCount />
            <QueryBuilder
              entity={editor.draft.entity}
              dataFields={dataFields}
              filter={editor.draft.filter}
              onChange={(filter) => dispatch(draftFilterChanged(filter))}
              counts={editor.counts.nodes}
              countsLoading={editor.counts.status === 'loading'}
              problems={problems}
              readOnly={readOnly}
              // The count above says it, and announces it.
              showRootCount={false}
            />
          </Panel>
          <QueryPreview />
        </>
      )}
      <QueryEditorDialogs
        discardOpen={discardOpen}
        onDiscard={() => {
          setDiscardOpen(false);
          dispatch(draftDiscarded());
        }}
        onDiscardCancel={() => {
          setDiscardOpen(false);
        }}
      />
      <LeaveGuard when={dirty && !saving}>
        {({ isBlocked, proceed, stay }) => (
          <ConfirmDialog isOpen={isBlocked} title={M.leaveTitle} tone="danger" confirmLabel={M.leave} cancelLabel={M.stay} onConfirm={proceed} onCancel={stay}>
            <p>{M.leaveBody}</p>
          </ConfirmDialog>
        )}
      </LeaveGuard>
    </Page>
  );
}
