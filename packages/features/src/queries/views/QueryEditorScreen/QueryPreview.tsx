import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { DataTable, type DataTableColumn } from '@vigil/ui';
import type { QueryPreviewAsset } from '@vigil/openapi';
import { formatDateTime } from '../../../users/views/format';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { selectEditorPreview } from '../../state/queries.selectors';
import { Muted } from '../common.styles';
import { Panel } from './QueryEditorScreen.styles';

/** The table's box: about ten rows, then it scrolls (only the rows in view are rendered). */
const PREVIEW_MAX_HEIGHT_PX = 400;

/** The first page of assets the draft matches, newest update first, in the virtualised table. */
export function QueryPreview() {
  const preview = useSelector(selectEditorPreview);
  const columns = useMemo<DataTableColumn<QueryPreviewAsset>[]>(
    () => [
      { id: 'name', header: M.columnAssetName, accessor: 'name', isRowHeader: true, width: '2fr' },
      { id: 'last_updated', header: M.columnLastUpdated, accessor: (asset) => formatDateTime(asset.last_updated) },
      { id: 'adapters', header: M.columnAdapters, accessor: (asset) => asset.adapters.join(', ') || null },
      { id: 'tags', header: M.columnTags, accessor: (asset) => asset.tags.join(', ') || null },
    ],
    [],
  );
  return (
    <Panel aria-labelledby="query-preview-title">
      <h2 id="query-preview-title">{M.previewTitle}</h2>
      {preview.status === 'loaded' && preview.total > 0 && <Muted>{M.previewShown(preview.rows.length, preview.total)}</Muted>}
      {preview.status === 'skipped' ? (
        <Muted>{M.countSkipped}</Muted>
      ) : (
        <DataTable<QueryPreviewAsset>
          aria-label={M.previewLabel}
          columns={columns}
          rows={preview.rows}
          getRowId={(asset) => asset.id}
          getRowLabel={(asset) => asset.name}
          isVirtualized
          maxHeightPx={PREVIEW_MAX_HEIGHT_PX}
          isLoading={preview.status === 'loading' || preview.status === 'idle'}
          error={preview.status === 'failed' ? { message: M.previewFailed } : null}
          emptyState={M.previewEmpty}
        />
      )}
    </Panel>
  );
}
