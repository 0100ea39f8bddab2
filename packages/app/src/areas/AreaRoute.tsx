import { Suspense, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { navigationEntryEnabled, navigationEntryShown, NAVIGATION_ENTRIES } from '@vigil/openapi';
import { ReportingBoundary, selectAccess, selectFeatureFlagsStatus, selectInDataScope, selectNavigationContext } from '@vigil/features';
import { Alert, Button, Spinner } from '@vigil/ui';
import { AreaNotice } from '../screens/AreaNotice';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import type { Area } from './areas';
import { CHUNK_LOAD_FAILED, SCRIPT_LOAD_FAILED, ScriptLoadError, retryFailedLoads, useCodeIn } from './loadScreen';

export const AREA_ROUTE_MESSAGES = {
  loading: 'Loading the page',
  retry: 'Try again',
  reload: 'Reload the page',
  chunkHint: 'The page could not be loaded, perhaps because a new version was installed.',
  scriptHint: 'A part of the page could not be loaded.',
  flagsFailed: 'The console could not load its settings. Reload the page to try again.',
} as const;

type Access = 'allowed' | 'hidden' | 'no-permission' | 'not-in-data-scope';

const entryOf = (area: Area) => (area.entry ? NAVIGATION_ENTRIES.find((candidate) => candidate.id === area.entry) : undefined);

function useAreaAccess(area: Area): Access | 'pending' | 'failed' {
  const access = useSelector(selectAccess);
  const context = useSelector(selectNavigationContext);
  const flagsStatus = useSelector(selectFeatureFlagsStatus);
  const inDataScope = useSelector(selectInDataScope);
  if (!context) return flagsStatus === 'failed' ? 'failed' : 'pending';
  const entry = entryOf(area);
  if (entry && !navigationEntryShown(entry, context)) return 'hidden';
  const allowed = entry ? navigationEntryEnabled(entry, access) : (area.allowed?.(access, context) ?? true);
  if (!allowed) return 'no-permission';
  return area.notInDataScope && inDataScope ? 'not-in-data-scope' : 'allowed';
}

/**
 * Shows code that did not load, even after the automatic retry: 'Loading chunk failed' for a
 * screen, 'Loading script failed' for a remote part. Try again loads it anew in place (a flaky
 * network); Reload the page is the retry that works after a new deploy, when the old chunk names are gone.
 */
export class LoadFailureBoundary extends ReportingBoundary<{ children: ReactNode }, { failed: 'chunk' | 'script' | null }> {
  override state: { failed: 'chunk' | 'script' | null } = { failed: null };
  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof ScriptLoadError ? 'script' : 'chunk' };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const script = this.state.failed === 'script';
    return (
      <Alert
        tone="error"
        title={script ? SCRIPT_LOAD_FAILED : CHUNK_LOAD_FAILED}
        action={
          <>
            <Button
              size="sm"
              variant="primary"
              onPress={() => {
                retryFailedLoads();
                this.setState({ failed: null });
              }}
            >
              {AREA_ROUTE_MESSAGES.retry}
            </Button>
            <Button
              size="sm"
              onPress={() => {
                window.location.reload();
              }}
            >
              {AREA_ROUTE_MESSAGES.reload}
            </Button>
          </>
        }
      >
        {script ? AREA_ROUTE_MESSAGES.scriptHint : AREA_ROUTE_MESSAGES.chunkHint}
      </Alert>
    );
  }
}

/**
 * A work area's page: its lazily loaded screen when the user may open it here; otherwise the
 * reason (no permission, not within the data scope), or Not found for an area the flags or the
 * install hide.
 */
export function AreaRoute({ area }: { area: Area }) {
  const access = useAreaAccess(area);
  // The screen's code is fetched beside the flags, and the screen shows once both are in.
  const codeIn = useCodeIn(area.Screen, access === 'pending' || access === 'allowed');
  if (access === 'pending' || (access === 'allowed' && !codeIn)) return <Spinner label={AREA_ROUTE_MESSAGES.loading} />;
  if (access === 'failed') return <Alert tone="error">{AREA_ROUTE_MESSAGES.flagsFailed}</Alert>;
  if (access === 'hidden') return <NotFoundScreen />;
  if (access !== 'allowed') return <AreaNotice title={entryOf(area)?.title ?? area.screen} reason={access} />;
  return (
    <LoadFailureBoundary>
      <Suspense fallback={<Spinner label={AREA_ROUTE_MESSAGES.loading} />}>
        <area.Screen />
      </Suspense>
    </LoadFailureBoundary>
  );
}
