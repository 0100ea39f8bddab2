import { ALL_SPACES_SIZE, NEW_SPACE_ID } from './dashboards.constants';

/**
 * The GETs a dashboard's screen asks for first, as paths under the API root: the spaces, and the
 * chart data of the space its address names (`spaceId`; none for the home, whose favourite comes
 * with the spaces, nor for a new dashboard). The console may send them at page load, with its code
 * (`dashboards.boot.test.ts` checks that the saga asks for these).
 */
export function dashboardBootRequests(spaceId: string | null): string[] {
  const spaces = `/dashboard?all_spaces=true&size=${ALL_SPACES_SIZE}`;
  return spaceId === null || spaceId === NEW_SPACE_ID ? [spaces] : [spaces, `/dashboard/${encodeURIComponent(spaceId)}/chart_data`];
}
