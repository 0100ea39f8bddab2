import type { RouteObject } from 'react-router-dom';
import { AREAS } from './areas/areas';
import { AreaRoute } from './areas/AreaRoute';
import { SessionGate } from './layout/SessionGate';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';

/** The console's routes: every work area, inside the session gate (which loads the signed-in shell around them). */
export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    children: [
      { index: true, element: <HomeScreen /> },
      ...AREAS.flatMap((area) => area.paths.map((path) => ({ path, element: <AreaRoute area={area} /> }))),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
