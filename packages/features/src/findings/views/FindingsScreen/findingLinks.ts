import type { Notification } from '@vigil/openapi';
import { ASSETS_PATHS } from '../../../assets/assets.constants';
import { FINDINGS_ASSET_LINKS } from '../../findings.constants';
import { FINDINGS_MESSAGES as M } from '../../findings.messages';

export interface FindingLink {
  href: string;
  label: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Where a finding leads: a failed connection to its adapter (when the details name it) or the
 * connections list; new assets to their list and the first ones' pages.
 */
export function findingLinks(finding: Notification): FindingLink[] {
  const details = finding.details;
  if (finding.kind === 'connection_failed') {
    const module = text(details['adapter']);
    return [module ? { href: `/adapters/${encodeURIComponent(module)}`, label: M.openAdapter(module) } : { href: '/connections', label: M.openConnection }];
  }
  if (finding.kind === 'new_assets' || finding.kind === 'critical_vulnerabilities') {
    const entity = text(details['entity']);
    if (!entity) return [];
    const count = typeof details['count'] === 'number' ? details['count'] : 0;
    const ids = Array.isArray(details['asset_ids']) ? details['asset_ids'].filter((id): id is string => typeof id === 'string') : [];
    return [
      { href: ASSETS_PATHS.entity(entity), label: M.openAssets(entity, count) },
      ...ids.slice(0, FINDINGS_ASSET_LINKS).map((id, index) => ({ href: ASSETS_PATHS.asset(entity, id), label: M.openAsset(index) })),
    ];
  }
  return [];
}
