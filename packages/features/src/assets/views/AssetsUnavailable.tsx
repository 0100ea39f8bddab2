import { EmptyState } from '@vigil/ui';
import { ASSETS_PATHS } from '../assets.constants';
import { ASSETS_MESSAGES as M } from '../assets.messages';
import type { AssetsUnavailableReason } from '../state/assetList.slice';
import { Page, RouteLink } from './assets.styles';

/** A list or an asset the server does not show: within a data scope the spec's notice (2 and 8), else "not found". */
export function AssetsUnavailable({ reason, entity }: { reason: AssetsUnavailableReason; entity: string }) {
  return (
    <Page>
      <h1>{M.entityTitle(entity)}</h1>
      <EmptyState
        headingLevel={2}
        title={reason === 'not-in-data-scope' ? M.notInDataScope : M.notFound}
        description={reason === 'not-found' ? M.notFoundHint : undefined}
        action={<RouteLink to={ASSETS_PATHS.list}>{M.title}</RouteLink>}
      />
    </Page>
  );
}
