import type { PermissionCategory, PermissionGrant } from '@vigil/openapi';
import { permissionLabelKey } from './roles.constants';
import { PERMISSION_LABELS } from './roles.messages';

/** Spaces before capitals and underscores as spaces: 'FindingsAlerts' reads 'Findings Alerts'. */
const spaced = (name: string) => name.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

/** The readable label of an action or category key; a key without a message (an open set) is spaced out. */
export const permissionLabel = (name: string): string => PERMISSION_LABELS[permissionLabelKey(name)] ?? spaced(name);

/** An asset-type category reads as its asset type ('Devices assets'); the others by their label. */
export function categoryLabel(category: Pick<PermissionCategory, 'category' | 'asset_type'>): string {
  if (category.asset_type === null) return permissionLabel(category.category);
  const type = spaced(category.asset_type);
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} assets`;
}

/** 'Reports: Private' for a grant in a preview. */
export const grantLabel = (grant: PermissionGrant, categories: readonly PermissionCategory[]): string => {
  const category = categories.find((known) => known.category === grant.category) ?? { category: grant.category, asset_type: null };
  return `${categoryLabel(category)}: ${permissionLabel(grant.action)}`;
};
