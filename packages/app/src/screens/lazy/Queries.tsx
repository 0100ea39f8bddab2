import { useMatch, useParams, useSearchParams } from 'react-router-dom';
import {
  FeatureGate,
  QUERIES_MESSAGES,
  QueriesScreen,
  QueryEditorScreen,
  QueryHistoryScreen,
  QueryUnavailable,
  queriesFeatures,
  type QueryUnavailableReason,
} from '@vigil/features';
import { AreaNotice } from '../AreaNotice';

/** A query the server does not show: within a data scope, the console's notice for such pages (spec 2 and 8). */
function unavailable(reason: QueryUnavailableReason) {
  return reason === 'not-in-data-scope' ? <AreaNotice title={QUERIES_MESSAGES.title} reason="not-in-data-scope" /> : <QueryUnavailable reason={reason} />;
}

/** The screen of the address: the list (or a folder of it), a new query, a query, or its history. */
function QueriesPage() {
  const { queryId, folderId } = useParams();
  const [search] = useSearchParams();
  const isNew = useMatch('/queries/new') !== null;
  const isHistory = useMatch('/queries/:queryId/history') !== null;
  if (isNew) return <QueryEditorScreen queryId={null} entity={search.get('entity') ?? undefined} folderId={search.get('folder')} renderUnavailable={unavailable} />;
  if (queryId && isHistory) return <QueryHistoryScreen queryId={queryId} renderUnavailable={unavailable} />;
  if (queryId) return <QueryEditorScreen queryId={queryId} renderUnavailable={unavailable} />;
  return <QueriesScreen folderId={folderId ?? null} />;
}

/** Queries: saved queries, their folders, the editor with its builder, and each query's history. */
export function Component() {
  return (
    <FeatureGate features={queriesFeatures}>
      <QueriesPage />
    </FeatureGate>
  );
}
