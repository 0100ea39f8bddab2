import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ProgressBar } from '@vigil/ui';
import { ASSETS_MESSAGES as M } from '../../assets.messages';
import { exportCancelClicked, exportRequested } from '../../state/assetList.slice';
import { selectAssetExport } from '../../state/assets.selectors';
import { Panel, Row } from '../assets.styles';


/** Export CSV: the streamed file's progress (rows of X-Total-Count) with Cancel, then its outcome. */
export function ExportControl({ isDisabled }: { isDisabled: boolean }) {
  const dispatch = useDispatch();
  const job = useSelector(selectAssetExport);
  const running = job.status === 'running';
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={isDisabled || running}
        onPress={() => {
          dispatch(exportRequested());
        }}
      >
        {M.exportCsv}
      </Button>
      {running && (
        <Panel aria-label={M.exporting}>
          <Row>
            <ProgressBar
              label={M.exporting}
              value={job.rows}
              maxValue={job.total ?? undefined}
              isIndeterminate={job.total === null}
              valueLabel={M.exportProgress(job.rows, job.total)}
              showValueLabel={false}
            />
            <span>{M.exportProgress(job.rows, job.total)}</span>
            <Button
              variant="secondary"
              onPress={() => {
                dispatch(exportCancelClicked());
              }}
            >
              {M.cancelExport}
            </Button>
          </Row>
        </Panel>
      )}
      {job.status === 'done' && <Alert tone="success">{M.exportDone(job.rows)}</Alert>}
      {job.status === 'cancelled' && <Alert tone="info">{M.exportCancelled}</Alert>}
      {job.status === 'failed' && <Alert tone="error">{job.error ?? M.exportFailed}</Alert>}
    </>
  );
}
