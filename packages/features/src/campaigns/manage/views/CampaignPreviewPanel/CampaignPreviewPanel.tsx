import { useSelector } from 'react-redux';
import { Alert, Spinner } from '@vigil/ui';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { selectCampaign } from '../../state/campaigns.selectors';
import { PreviewFigures } from '../CampaignParts';
import { Panel, Status } from '../CampaignParts/CampaignParts.styles';

/** The creation screen's live preview: waiting for inputs, loading, the figures, or the first server error detail. */
export function CampaignPreviewPanel() {
  const { preview } = useSelector(selectCampaign);
  return (
    <Panel aria-labelledby="campaign-preview" aria-busy={preview.status === 'loading'}>
      <h2 id="campaign-preview">{M.previewTitle}</h2>
      <div aria-live="polite">
        {preview.status === 'idle' && <Status>{M.previewIdle}</Status>}
        {preview.status === 'loading' && (
          <Status>
            <Spinner size="sm" label={M.previewLoading} />
            {M.previewLoading}
          </Status>
        )}
        {preview.status === 'failed' && (
          <Alert tone="error" title={M.previewFailedTitle}>
            {preview.error}
          </Alert>
        )}
        {preview.status === 'loaded' && preview.result && (
          <PreviewFigures preview={preview.result.query_preview} entitlements={preview.result.entitlements_list} />
        )}
      </div>
    </Panel>
  );
}
