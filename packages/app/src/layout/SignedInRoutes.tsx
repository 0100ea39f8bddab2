import { matchPath, useRoutes, type RouteObject } from 'react-router-dom';
import { AREAS } from '../areas/areas';
import { AreaRoute } from '../areas/AreaRoute';
import { HomeScreen } from '../screens/HomeScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

/**
 * The signed-in pages: the landing page and every work area, under the session gate's splat
 * route. They live in the shell's chunk, so the login page carries neither the table of areas
 * nor their loaders.
 */
export const signedInRoutes: RouteObject[] = [
  { index: true, element: <HomeScreen /> },
  ...AREAS.flatMap((area) => area.paths.map((path) => ({ path, element: <AreaRoute area={area} /> }))),
  { path: '*', element: <NotFoundScreen /> },
];

/** The routed page of the signed-in shell. */
export function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}

/**
 * Starts loading the screen of an address (as the shell's code comes in, before it renders): a
 * work area renders only once the console's settings are in (its access rules read them), and
 * its code then loads meanwhile rather than after them.
 */
export function preloadScreenAt(pathname: string): void {
  AREAS.find((area) => area.paths.some((path) => matchPath(path, pathname)))?.Screen.preload();
}
