import { Link } from 'react-router-dom';
import { EmptyState } from '@vigil/ui';

/** Texts of the pages an area shows instead of itself. */
export const AREA_MESSAGES = {
  notInDataScope: 'This page is not available within this Data Scope',
  noPermission: 'You do not have permission to view this page',
  noPermissionHint: 'Ask an administrator for a role that includes it.',
  goHome: 'Go to Home',
} as const;

/** Shown in place of an area the user may not open here: inside a data scope, or without the permission. */
export function AreaNotice({ title, reason }: { title: string; reason: 'not-in-data-scope' | 'no-permission' }) {
  return (
    <>
      <h1>{title}</h1>
      <EmptyState
        headingLevel={2}
        title={reason === 'not-in-data-scope' ? AREA_MESSAGES.notInDataScope : AREA_MESSAGES.noPermission}
        description={reason === 'no-permission' ? AREA_MESSAGES.noPermissionHint : undefined}
        action={<Link to="/">{AREA_MESSAGES.goHome}</Link>}
      />
    </>
  );
}
