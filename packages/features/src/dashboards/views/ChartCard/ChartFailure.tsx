import type { ReactNode } from 'react';
import { Button } from '@vigil/ui';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import { ReportingBoundary } from '../../../telemetry';
import { Failure } from './ChartCard.styles';

export interface ChartFailureProps {
  /** The chart's name, for the Retry button's label. */
  name: string;
  /** What failed, then the server's reason if any. */
  message: string;
  detail?: string | null;
  height: number;
  onRetry: () => void;
}

/** A chart that failed, in its card's place: its reason and Retry. The other charts are not touched. */
export function ChartFailure({ name, message, detail, height, onRetry }: ChartFailureProps) {
  return (
    <Failure $height={height} role="alert">
      <p>{message}</p>
      {detail && <p>{detail}</p>}
      <Button size="sm" variant="secondary" onPress={onRetry} aria-label={`${M.chartRetry} ${name}`}>
        {M.chartRetry}
      </Button>
    </Failure>
  );
}

interface ChartFailureBoundaryProps {
  name: string;
  height: number;
  children: ReactNode;
}

/**
 * Keeps a chart whose drawing throws (its code chunk did not load, or the drawing failed) to its
 * own card: 'This chart could not be drawn.' and Retry, which draws it again (a chunk that failed
 * is fetched again). Without it, the failure would reach the area's boundary and take the whole
 * dashboard.
 */
export class ChartFailureBoundary extends ReportingBoundary<ChartFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <ChartFailure name={this.props.name} message={M.chartDrawFailed} height={this.props.height} onRetry={() => { this.setState({ failed: false }); }} />;
  }
}
