import { Component, type ContextType } from 'react';
import { ErrorReportingContext } from './ErrorReportingContext';

/**
 * An error boundary that hands what it catches to the console's error reporting: caught and
 * shown, a failure would otherwise reach no one. Subclasses say what to show
 * (`getDerivedStateFromError` and `render`).
 */
export abstract class ReportingBoundary<P, S> extends Component<P, S> {
  static override contextType = ErrorReportingContext;
  declare context: ContextType<typeof ErrorReportingContext>;
  override componentDidCatch(error: unknown) {
    this.context?.('error', error);
  }
}
